// The overlays' public face: the modal and the form controls other features build on (README, "Layers").
export { ErrorText, Field, PrimaryButton, SecondaryButton } from './components/form-controls';
export { Modal, type ModalProps } from './components/modal';
