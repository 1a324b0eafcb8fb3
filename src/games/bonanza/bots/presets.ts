// Think-time presets (Relaxed, Normal, Quick, Lightning) and each skill's style, as full bot parameters.
import type { BonanzaBotParams, Skill } from './params';

export type PresetId = 'relaxed' | 'normal' | 'quick' | 'lightning';
export const PRESET_IDS: readonly PresetId[] = ['relaxed', 'normal', 'quick', 'lightning'];

type Timing = Pick<BonanzaBotParams, 'think' | 'glance' | 'floorMs'>;
type Style = Omit<BonanzaBotParams, 'skill' | keyof Timing>;

/**
 * Means (mu + tau): a considered card-game decision takes a person one to three seconds, a glance
 * (show a pair you hold, play the only card you may) well under one; the tail is hesitation.
 */
export const PRESETS: Readonly<Record<PresetId, Timing>> = {
  relaxed: {
    think: { mu: 1900, sigma: 450, tau: 1100 },
    glance: { mu: 750, sigma: 180, tau: 350 },
    floorMs: 400,
  },
  normal: {
    think: { mu: 1300, sigma: 300, tau: 700 },
    glance: { mu: 550, sigma: 120, tau: 250 },
    floorMs: 300,
  },
  quick: {
    think: { mu: 850, sigma: 200, tau: 400 },
    glance: { mu: 400, sigma: 90, tau: 150 },
    floorMs: 250,
  },
  lightning: {
    think: { mu: 500, sigma: 120, tau: 200 },
    glance: { mu: 280, sigma: 60, tau: 80 },
    floorMs: 200,
  },
};

export const STYLES: Readonly<Record<Skill, Style>> = {
  random: { bidShare: 0, boldness: 0.5, bluff: 0, samples: 1 },
  basic: { bidShare: 0, boldness: 0.5, bluff: 0, samples: 1 },
  expert: { bidShare: 0.6, boldness: 0.4, bluff: 0.05, samples: 12 },
};

export function presetParams(preset: PresetId, skill: Skill): BonanzaBotParams {
  return { skill, ...PRESETS[preset], ...STYLES[skill] };
}
