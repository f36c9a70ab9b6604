export { RemoteArea } from './components/remote-area';
export { loadedRemoteVersions } from './remote-traces';
