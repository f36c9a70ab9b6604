import { chosenProviders, lobbyFilterProviders, lobbyV3FilterProviders, type FilterProvider } from './provider-filter';

const provider = (id: string, title: string, isAggregators = false): FilterProvider => ({ _id: `provider-${id}`, id, title, isAggregators, providerImgUrl: `https://cdn.test/${id}.svg` });

const all = [
  provider('relax', 'Relax Gaming', true),
  provider('quickspin', 'Quickspin'),
  provider('evolution', 'Evolution', true),
  provider('pariplay', 'Pariplay'),
  provider('softswiss', 'SoftSwiss'),
  provider('creedroomz', 'CreedRoomz'),
  provider('playngo', "Play'n GO"),
  provider('yggdrasil', 'Yggdrasil'),
];
const available = ['relax', 'quickspin', 'evolution', 'pariplay', 'softswiss', 'creedroomz', 'playngo'];

describe('the lobby provider filter (spec 000 §9)', () => {
  it('offers the market providers without pariplay, softswiss and creedroomz, by title', () => {
    expect(lobbyFilterProviders(all, available).map((p) => p.id)).toEqual(['evolution', 'playngo', 'quickspin', 'relax']);
  });

  it('leaves out providers the market does not offer', () => {
    expect(lobbyFilterProviders(all, ['quickspin']).map((p) => p.id)).toEqual(['quickspin']);
  });

  it('the V3 variant also drops relax and the aggregators', () => {
    expect(lobbyV3FilterProviders(all, available).map((p) => p.id)).toEqual(['playngo', 'quickspin']);
  });

  it('reads the chosen providers of the URL, keeping only the market ones; none means all', () => {
    expect(chosenProviders('relax,quickspin', available)).toEqual(['relax', 'quickspin']);
    expect(chosenProviders('relax,unknown', available)).toEqual(['relax']);
    expect(chosenProviders(null, ['relax', 'quickspin'])).toEqual(['relax', 'quickspin']);
    expect(chosenProviders('unknown', ['relax'])).toEqual(['relax']);
  });
});
