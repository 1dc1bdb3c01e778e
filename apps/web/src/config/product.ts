/** Decision "Names": the product name is one constant; every string takes it as {{product}}. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || 'ArtClash';

/** Where privacy and terms questions go (legal texts take it as {{email}}). */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'support@artclash.jp';
