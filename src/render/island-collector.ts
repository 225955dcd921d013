import { createContext } from 'react';

/** Collects the names of the islands a page renders, so it loads only those (render/island.tsx). */
export const IslandCollector = createContext<Set<string> | null>(null);
