import { atomWithStorage } from 'jotai/utils';
import { useAtom } from 'jotai';
import { useCallback } from 'react';

export const favoritesAtom = atomWithStorage<string[]>('localbox-favorites', [], undefined, { getOnInit: true });
export const recentToolsAtom = atomWithStorage<string[]>('localbox-recent', [], undefined, { getOnInit: true });

const RECENT_LIMIT = 8;

export function toggleIn(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function pushRecent(list: string[], id: string): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, RECENT_LIMIT);
}

export function useFavorites() {
  const [favorites, setFavorites] = useAtom(favoritesAtom);
  const toggle = useCallback(
    (id: string) => {
      const added = !favorites.includes(id);
      setFavorites(toggleIn(favorites, id));
      return added;
    },
    [favorites, setFavorites],
  );
  return { favorites, toggle, isFavorite: (id: string) => favorites.includes(id) };
}
