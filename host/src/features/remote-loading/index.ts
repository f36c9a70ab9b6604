export { RemoteArea } from './components/remote-area';
