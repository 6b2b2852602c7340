import type { Me } from '@casino/contract';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { api } from '../../api/client';
import { applyBalance, keys, queryClient, useMe } from '../../api/queries';
import { ensureFreshLocation } from '../location';
import { createGameLauncher, type LaunchedGame, type LauncherPorts } from './launcher';

const browserPorts: LauncherPorts = {
  request: (path, init) => api(path, init),
  gameMode: () => queryClient.getQueryData<Me>(keys.me)?.game_mode,
  gameModeSwitched: applyBalance,
  checkLocation: ensureFreshLocation,
  viewportWidth: () => window.innerWidth,
};

/**
 * The launch of the game on this page (see `createGameLauncher`), one per game: a new page starts idle.
 * When the balance pill switches coin while the game is open, the game follows.
 */
export function useGameLauncher({ software, gameId }: LaunchedGame) {
  const [launcher] = useState(() => createGameLauncher(browserPorts, { software, gameId }));
  const state = useStore(launcher);
  const mode = useMe().data?.game_mode;
  useEffect(() => {
    if (mode) launcher.getState().followGameMode(mode);
  }, [launcher, mode]);
  return state;
}
