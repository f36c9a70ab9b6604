/**
 * The host is a Module Federation host: it exposes nothing and declares no remotes at build
 * time. Which remotes a page loads comes from the release manifest at run time (ARCHITECTURE §6).
 */
export const federation = {
  federationName: 'host',
  exposes: {},
  port: 3000,
  title: 'Nova Casino',
  publicPath: '/',
};
