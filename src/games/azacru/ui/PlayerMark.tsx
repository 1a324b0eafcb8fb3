// A player's colour and mark as a small picture (name plates, the end screen, the set-up): colour and shape both tell.
import { lookOf, MARK_INK } from '../view/players';

export function PlayerMark(props: { player: number; size?: number }) {
  const look = lookOf(props.player);
  const s = props.size ?? 20;
  const shape = (() => {
    switch (look.pattern) {
      case 'disc':
        return <circle cx="10" cy="10" r="5" />;
      case 'square':
        return <rect x="5" y="5" width="10" height="10" />;
      case 'triangle':
        return <polygon points="10,4 16,15 4,15" />;
      case 'diamond':
        return <polygon points="10,3 17,10 10,17 3,10" />;
    }
  })();
  return (
    <svg width={s} height={s} viewBox="0 0 20 20" aria-hidden="true" className="player-mark">
      <rect x="0.5" y="0.5" width="19" height="19" rx="4" fill={look.colour} stroke={look.dark} />
      <g fill={MARK_INK}>{shape}</g>
    </svg>
  );
}
