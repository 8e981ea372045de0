/**
 * The visitor's recipes, in localStorage. Read back through zod: an entry of the wrong shape (an
 * old version's, a hand-edited one) is left out, never the whole list; each step's options are
 * checked again by its tool's schema when the recipe opens.
 */
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { safeStorage } from '../settings/storage';
import { storedRecipeSchema, type Recipe, type StoredRecipe } from './recipe';

export const RECIPES_KEY = 'localbox:recipes';
/** Enough for anyone's habits; a list past this is not growing by hand. */
export const MAX_RECIPES = 50;

const listShape = z.array(z.unknown());
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: StoredRecipe[] } | null = null;

function parse(raw: string | null): StoredRecipe[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = listShape.safeParse(json);
  if (!list.success) return [];
  return list.data.slice(0, MAX_RECIPES).flatMap((entry) => {
    const recipe = storedRecipeSchema.safeParse(entry);
    return recipe.success ? [recipe.data as StoredRecipe] : [];
  });
}

export function storedRecipes(): StoredRecipe[] {
  const raw = safeStorage.get(RECIPES_KEY);
  if (cache?.raw !== raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

function write(list: StoredRecipe[]) {
  safeStorage.set(RECIPES_KEY, JSON.stringify(list));
  listeners.forEach((listener) => listener());
}

const newId = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Keeps a recipe (newest first); the oldest go past MAX_RECIPES. */
export function saveRecipe(recipe: Recipe): StoredRecipe {
  const stored: StoredRecipe = { id: newId(), savedAt: new Date().toISOString(), name: recipe.name, steps: recipe.steps };
  write([stored, ...storedRecipes()].slice(0, MAX_RECIPES));
  return stored;
}

export function deleteRecipe(id: string): void {
  write(storedRecipes().filter((recipe) => recipe.id !== id));
}

export const findRecipe = (id: string) => storedRecipes().find((recipe) => recipe.id === id);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === RECIPES_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredRecipes(): StoredRecipe[] {
  return useSyncExternalStore(subscribe, storedRecipes, storedRecipes);
}
