// 'naturverse-react-router-full' is an alias of the build preset (rsbuild.ts) for the package
// name 'react-router': to TypeScript it is that package.
declare module 'naturverse-react-router-full' {
  export * from 'react-router';
}
