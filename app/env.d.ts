// The classic compiler turns a CSS import into a URL; vite/client's `*.css` has no default export.
declare module "*.css" {
  const href: string;
  export default href;
}
