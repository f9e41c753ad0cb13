// Remix's classic compiler turns a CSS import into the URL of the built file. tsconfig also
// loads vite/client, whose `*.css` declaration has no default export; this adds it.
declare module "*.css" {
  const href: string;
  export default href;
}
