// The tutorial's extra line: keep and watch in the first hand, the race ahead in the second; "well done" from its end to the third's first call; then how to collect while a card is to be chosen.
import { describe, expect, it } from 'vitest';
import { hintFor, selectTutorialLine } from '../../../../src/games/azuma/view/hints';
import { SteppingClock } from '../../../../src/lib/clock';
import { botsConfig, startTable } from '../../../../statecharts/azuma/headless';

describe('the tutorial line', () => {
  it('warns of the race through the second hand until a grab; says "well done" only between its end and the third hand first call', () => {
    let shown = 0;
    let raced = 0;
    let collect = 0;
    for (let seed = 1; seed <= 4; seed += 1) {
      const clock = new SteppingClock();
      const actor = startTable(botsConfig({ edition: 'azuma', players: 4, seed }), clock);
      actor.start();
      for (let i = 0; i < 50_000 && actor.getSnapshot().context.handNo <= 4; i += 1) {
        if (!clock.step()) break;
        const s = actor.getSnapshot();
        const line = selectTutorialLine(s);
        const c = s.context;
        const done =
          (c.handNo === 2 && s.hasTag('hand-end')) ||
          (c.handNo === 3 && c.calls === 0 && c.grabs.length === 0);
        expect(line === 'hint.tutorialDone').toBe(done);
        // The race of the second hand is announced while the cards pass, until someone grabs.
        const race = c.handNo === 2 && s.hasTag('passing') && c.grabs.length === 0;
        expect(line === 'hint.tutorialRace').toBe(race);
        // Later, while a card is to be chosen (not once it is), how to collect.
        const choosing = c.handNo > 2 && !done && hintFor(s, 0) === 'choose';
        expect(line === 'hint.tutorialCollect', `hand ${c.handNo}`).toBe(choosing);
        if (c.handNo > 2 && !choosing)
          expect(line === null || line === 'hint.tutorialDone').toBe(true);
        if (choosing) collect += 1;
        if (done) shown += 1;
        if (race) raced += 1;
      }
      actor.stop();
    }
    expect(shown).toBeGreaterThan(0);
    expect(raced).toBeGreaterThan(0);
    expect(collect).toBeGreaterThan(0);
  });
});
