// Difficulty presets: Relaxed, Normal, Quick, Lightning set every reaction-time parameter.
import type { BotParams, Skill } from './params';

export type PresetId = 'relaxed' | 'normal' | 'quick' | 'lightning';
export const PRESET_IDS: readonly PresetId[] = ['relaxed', 'normal', 'quick', 'lightning'];

type Timing = Omit<BotParams, 'skill'>;

/**
 * Means: recognition = mu + tau, reaction = mu + tau. Human reference: simple visual reaction
 * ~230 ms (Woods et al. 2015), pattern recognition ~350-400 ms; the tail grows with inattention.
 */
export const PRESETS: Readonly<Record<PresetId, Timing>> = {
  relaxed: {
    recognition: { mu: 450, sigma: 90, tau: 250 },
    reaction: { mu: 370, sigma: 70, tau: 180 },
    think: { mu: 700, sigma: 150, tau: 350 },
    floorMs: 150,
    reachBaseMs: 160,
    reachMsPerUnit: 260,
    falseGrabChance: 0.03,
    fakeChance: 0.04,
  },
  normal: {
    recognition: { mu: 340, sigma: 60, tau: 140 },
    reaction: { mu: 280, sigma: 50, tau: 100 },
    think: { mu: 480, sigma: 110, tau: 220 },
    floorMs: 150,
    reachBaseMs: 130,
    reachMsPerUnit: 220,
    falseGrabChance: 0.008,
    fakeChance: 0.01,
  },
  quick: {
    recognition: { mu: 270, sigma: 45, tau: 90 },
    reaction: { mu: 235, sigma: 40, tau: 65 },
    think: { mu: 330, sigma: 80, tau: 140 },
    floorMs: 150,
    reachBaseMs: 110,
    reachMsPerUnit: 190,
    falseGrabChance: 0.002,
    fakeChance: 0.002,
  },
  lightning: {
    recognition: { mu: 225, sigma: 30, tau: 55 },
    reaction: { mu: 200, sigma: 28, tau: 40 },
    think: { mu: 230, sigma: 60, tau: 90 },
    floorMs: 150,
    reachBaseMs: 95,
    reachMsPerUnit: 170,
    falseGrabChance: 0,
    fakeChance: 0,
  },
};

export function presetParams(preset: PresetId, skill: Skill): BotParams {
  return { skill, ...PRESETS[preset] };
}
