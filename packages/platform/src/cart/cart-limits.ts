/** The most of one product a cart line holds (the spec gives none; 999999999 was accepted). */
export const MAX_LINE_QTY = 99;

export const MAX_QTY_MESSAGE = `A cart holds at most ${MAX_LINE_QTY} of each item.`;
