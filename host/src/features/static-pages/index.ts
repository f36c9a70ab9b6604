// The static pages' public face: a content page's query and its sanitised HTML (README, "Layers").
export { useStaticPage } from './api/get-static-page';
export { SafeHtml } from './components/safe-html';
