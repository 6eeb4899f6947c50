// Module Federation's error texts for the shell's runtime chunk (one-runtime.mjs puts this in place
// of @module-federation/error-codes' desc.mjs): no texts. Messages keep the code, the arguments and
// the docs link (remote-error-message.mjs), which explains the code; a family never reads them (a
// hub that fails shows its fallback in plain words), and every byte here was in what `/` fetches.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
