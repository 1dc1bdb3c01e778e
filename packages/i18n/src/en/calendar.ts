export const calendar = {} as const;
