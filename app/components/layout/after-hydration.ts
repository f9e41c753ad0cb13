// What a page needs only once it is interactive, in one chunk that the layout imports lazily
// after hydration. One chunk rather than one per behaviour: a single request, and it reaches
// react-dom (through @remix-run/react) like every route does, so esbuild keeps react and
// react-dom in one shared chunk (a lazy module reaching only react splits them, +0.6 kB gzipped).
export { CarouselControls } from "~/components/ui/carousel-controls";
export { NavigationProgress } from "./navigation-progress";
export { LiveToaster } from "~/components/toaster-live";
