// The server renders the ask-service form in its first pass (the HTML must hold it for visitors
// without JavaScript); a `.server` module is empty in the browser, which loads it on demand.
export { AskServiceContent } from "./ask-service-static";
