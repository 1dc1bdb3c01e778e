export const header = {} as const;
