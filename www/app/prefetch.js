// @ts-check
// The app page's first script: it starts fetching the catalog of the page's language while the
// page's modules are still on their way; the page stays hidden until its words are there
// (html.untranslated), so the catalog would otherwise be a round trip of its own after all the
// code. The build makes it a classic script (scripts/build/bundle.mjs, CLASSIC_ENTRIES), which
// runs as soon as it arrives instead of waiting for the module scripts; app.js's LanguageChoice
// then finds the fetch under way (i18n.js shares each catalog's fetch).
import { prefetchCatalog } from '../i18n/i18n.js';

prefetchCatalog();
