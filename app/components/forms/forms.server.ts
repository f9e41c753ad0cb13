// The deferred forms for the server render (deferred-part.tsx). A `.server` module: the browser
// build gets an empty one, so these reach the browser only through the routes' lazy imports.
export { ContactForm } from "./contact-form";
export { LoginForm } from "./login-form";
