// @ts-check
// The app page's first script (index.html loads it before app/app.js, async): it starts
// fetching the catalog of the page's language while the rest of the page's code is still on its
// way; the page stays hidden until its words are there (html.untranslated), so the catalog
// would otherwise be a round trip of its own after all the code. app.js's LanguageChoice then
// finds the fetch under way (i18n.js shares each catalog's fetch).
import { LanguageChoice } from '../i18n/i18n.js';

new LanguageChoice().prefetch();
