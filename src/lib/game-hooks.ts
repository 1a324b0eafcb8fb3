// React access to a running game, made once for every game: its handle in a context, narrow snapshot selectors, emitted events.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';

/** What the hooks need of a game's table actor: its snapshot, subscriptions and emitted events. */
export interface TableActorLike<S, E extends { readonly type: string }> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
  on(type: E['type'], handler: (event: E) => void): { unsubscribe(): void };
}

/**
 * A game's context and hooks: `useGame` (the handle, inside the game's screen), `useTable` (one
 * narrow slice of the snapshot, re-rendering only when it changes), `useEmitted` (a handler per
 * emitted event of a type: sounds, animation, announcements).
 */
export function gameHooks<
  S,
  E extends { readonly type: string },
  H extends { readonly actor: object },
>() {
  /** The handle's actor as the hooks use it (the game's own xstate actor, typed by S and E). */
  const actorOf = (game: H) => game.actor as unknown as TableActorLike<S, E>;

  const GameContext = createContext<H | null>(null);

  function useGame(): H {
    const game = useContext(GameContext);
    if (!game) throw new Error('useGame outside a game');
    return game;
  }

  function useTable<T>(selector: (s: S) => T, compare?: (a: T, b: T) => boolean): T {
    const actor = actorOf(useGame());
    return useSelector(
      actor as unknown as Parameters<typeof useSelector>[0],
      selector as (s: unknown) => T,
      compare,
    );
  }

  function useEmitted<K extends E['type']>(
    type: K,
    handler: (e: Extract<E, { type: K }>) => void,
  ): void {
    const actor = actorOf(useGame());
    useEffect(() => {
      const sub = actor.on(type, handler as (e: E) => void);
      return () => sub.unsubscribe();
    }, [actor, type, handler]);
  }

  return { GameContext, useGame, useTable, useEmitted };
}
