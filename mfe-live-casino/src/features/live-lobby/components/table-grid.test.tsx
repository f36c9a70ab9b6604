import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import * as liveTable from '../../../lib/live-table';
import { aLiveGame, aLiveTable, renderLive } from '../../../testing/render-live';
import { TableGrid } from './table-grid';

jest.mock('../../../lib/live-table', () => {
  const actual = jest.requireActual<typeof import('../../../lib/live-table')>('../../../lib/live-table');
  return { ...actual, seatStatusOf: jest.fn(actual.seatStatusOf) };
});

const games = ['infinite-blackjack', 'speed-blackjack', 'lightning-roulette'].map((id) => aLiveGame(id));

describe('TableGrid', () => {
  it('renders again only the card whose table changed when the tables are fetched again (issue 19)', () => {
    const tables = games.map((game) => aLiveTable(game.id, { seats: 7, seatsTaken: 3 }));
    let refresh: (list: liveTable.LiveTable[]) => void = () => undefined;
    function Lobby() {
      const [list, setList] = useState(tables);
      refresh = setList;
      return <TableGrid games={games} tables={liveTable.indexTables(list)} tablesPending={false} columns={3} rows={1} label="Blackjack" />;
    }
    renderLive(<Lobby />);
    expect(screen.getAllByText('3 / 7 seats taken')).toHaveLength(3);
    const renders = jest.mocked(liveTable.seatStatusOf);
    renders.mockClear();

    // A refresh: react-query keeps the objects of the tables that did not change, and a new index holds them.
    act(() => refresh([tables[0]!, { ...tables[1]!, seatsTaken: 7 }, tables[2]!]));
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(screen.getAllByText('3 / 7 seats taken')).toHaveLength(2);
    expect(renders).toHaveBeenCalledTimes(1);
  });
});
