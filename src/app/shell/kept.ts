/**
 * The small things the screens keep on this phone beside the saved games, handed out here so that no screen reaches
 * into storage (docs/architecture.md, "Layers"): the last players' names, the bots' paces, which reveal was put
 * away, which seats have the coach on. The stores themselves (saves, profiles, carried records, settings) are
 * opened and handed out by `services.ts`. A module of its own, so that Home's first frame does not carry these.
 */
export { BOT_SPEEDS, loadNames, saveNames } from '../../storage/settings';
export { dismissMoment, dismissedMoment } from '../../storage/moments';
export { coachOn, keepCoach } from '../../storage/coach';
export { guideOf, keepGuide, passGuideStep, teachAtSetup, keepTeachAtSetup } from '../../storage/guide';
