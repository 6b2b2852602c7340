// The lobby feature's public face: what other features may use of it.

export { gameLink } from '../../lib/game-link';
export { ArtEmblem } from './ArtEmblem';
export { ArtMotif } from './ArtMotif';
export { lobbyKeys, useActiveCategories, useGameList } from './api';
export { type ArtColours, type ArtRecipe, artColours, artRecipe, type Emblem, type EmblemPaint } from './art';
export { useFavouriteIds, useFavouriteToggle } from './favourites';
export { GameArt } from './GameArt';
export { GameGrid, GridSkeleton } from './GameGrid';
export { HomeLobby } from './HomeLobby';
export { JackpotBanner } from './JackpotCounter';
export { JackpotWonDialog } from './JackpotWonDialog';
export { LobbyTile } from './LobbyTile';
export { effectiveSearch, loadedGames, NO_FILTERS } from './list-query';
export { providerLobbyLink } from './ProvidersStrip';
export { ROW_TILE, ScrollRow } from './ScrollRow';
export { SearchBox } from './SearchBox';
export { useDebounced } from './use-debounced';
