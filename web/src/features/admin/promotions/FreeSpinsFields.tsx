import type { GameList } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { SelectField, TextField } from '../../../ui/Field';
import type { PromotionForm } from './draft';

/** Typing pauses this long before the catalog is searched. */
const SEARCH_DELAY_MS = 300;
const SEARCH_MIN = 3;

type SpinsKey = 'free_spins_game_id' | 'num_spins' | 'free_spin_value' | 'free_spins_coin';

/**
 * A Free Spins promotion's own fields: the game (searched in the catalog by title; house games have no
 * provider to grant rounds), how many spins, each one's stake, and the coin they are played in.
 */
export function FreeSpinsFields({
  form,
  set,
  currentTitle,
}: {
  form: PromotionForm;
  set: <K extends SpinsKey>(key: K, value: PromotionForm[K]) => void;
  /** The saved promotion's game, shown until another is searched for. */
  currentTitle: string | null;
}) {
  const [search, setSearch] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const games = useQuery({
    enabled: settled.length >= SEARCH_MIN,
    queryKey: ['admin-free-spins-games', settled],
    queryFn: () => api<GameList>(`/all/games?search=${encodeURIComponent(settled)}&page=1`),
  });
  const found = (games.data?.results.data ?? []).filter((game) => game.software !== 'house');
  const options = [
    ...(currentTitle &&
    form.free_spins_game_id &&
    !found.some((g) => String(g.id) === form.free_spins_game_id)
      ? [{ value: form.free_spins_game_id, label: currentTitle }]
      : []),
    ...found.map((game) => ({ value: String(game.id), label: `${game.title} · ${game.provider_name}` })),
  ];
  return (
    <>
      <TextField
        label="Find the game"
        value={search}
        placeholder="Three letters of its title"
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Game"
        value={form.free_spins_game_id}
        onChange={(event) => set('free_spins_game_id', event.target.value)}
        options={options}
        placeholder={games.isFetching ? 'Searching…' : 'Choose a game'}
      />
      <TextField
        label="Free spins"
        inputMode="numeric"
        value={form.num_spins}
        onChange={(event) => set('num_spins', event.target.value)}
      />
      <TextField
        label="Stake of each spin"
        inputMode="decimal"
        value={form.free_spin_value}
        onChange={(event) => set('free_spin_value', event.target.value)}
      />
      <SelectField
        label="Played in"
        value={form.free_spins_coin}
        onChange={(event) => set('free_spins_coin', event.target.value === 'GC' ? 'GC' : 'SC')}
        options={[
          { value: 'SC', label: 'Sweeps Coins' },
          { value: 'GC', label: 'Gold Coins' },
        ]}
      />
    </>
  );
}
