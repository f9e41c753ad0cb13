// Remix's classic compiler turns a CSS import into the URL of the built file. tsconfig also
// loads vite/client, whose `*.css` declaration has no default export; this adds it.
declare module "*.css" {
  const href: string;
  export default href;
}

// react-dom 18's web-stream server renderer (entry.server.tsx); its types are those of
// react-dom/server, which @types/react-dom declares for this function.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
