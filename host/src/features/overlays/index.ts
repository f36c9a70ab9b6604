// The overlays' public face: the form controls other features build on (README, "Layers").
export { ErrorText, Field, PrimaryButton, SecondaryButton } from './components/form-controls';
