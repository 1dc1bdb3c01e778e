export const landing = {} as const;
