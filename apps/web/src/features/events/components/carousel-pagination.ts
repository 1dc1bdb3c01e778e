/**
 * Up to this many events the home carousel's pagination is a dot per event (24 px each: nine fit a 320 px phone with
 * room to spare); beyond, it reads '3 / 19', since nineteen dots would shrink to hairlines (docs/decisions.md#181).
 */
export const MAX_PAGINATION_DOTS = 9;
