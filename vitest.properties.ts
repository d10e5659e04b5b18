import fc from 'fast-check'

/**
 * Every property in `npm test` runs on one fixed seed, so a fresh clone runs the same cases CI
 * ran (issue 34: a fresh seed once failed a clone that CI had passed). `FC_SEED=random`, or a
 * number, explores other seeds in a run of its own; fast-check prints a failure's seed and path.
 * A property's own `seed` still wins. The time limit bounds a run and its shrinking.
 */
const seed =
  process.env.FC_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FC_SEED ?? 20_261_206)
if (process.env.FC_SEED === 'random') console.log(`fast-check seed ${seed}`)

// `npm run test:properties` (FC_RUNS) runs many more cases: it has the time they take, and an
// interrupted run counts as failed there, since its runs were not all made.
const many = process.env.FC_RUNS !== undefined
fc.configureGlobal({
  seed,
  interruptAfterTimeLimit: many ? 3_000_000 : 60_000,
  ...(many ? { markInterruptAsFailure: true } : {}),
})
