import 'fake-indexeddb/auto';
import { configure } from '@testing-library/preact';

// findBy… and waitFor poll for what the page shows until it shows it; their limit is a net for a hung test, not a
// wait on time: on a busy 2-core machine a lazily loaded screen took over the default second to appear.
configure({ asyncUtilTimeout: 15_000 });
