// Module Federation's error message for a hub's federated build (remote-entry.mjs puts it in place
// of the copy bundled inside webpack-bundler-runtime). The same code and docs link, without the
// long text: the link explains the code, and every byte here is in each hub's remote entry.
// The original: `${text} #${code}\nargs: …\nView the docs to see how to solve: <link>`.
const docs = (code) => `https://module-federation.io/guide/troubleshooting/${code.split('-')[0].toLowerCase()}#${code.toLowerCase()}`;

export const getShortErrorMsg = (code, _texts, args, originalErrorMsg) =>
  [`Module Federation #${code}`, args && `args: ${JSON.stringify(args)}`, docs(code), originalErrorMsg].filter(Boolean).join('\n');
