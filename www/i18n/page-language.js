// @ts-check
// Imported first by each page's entry, before any board starts: `<html lang>` becomes the
// language the page starts in (the remembered choice, else the browser's), so that the boards'
// first words, their first spoken status included, are in it and not in the English the HTML
// is written in. The page's catalog, once loaded, confirms it (or, when it cannot be had, the
// page falls back to English and says so).
import { initialLanguage } from './i18n.js';

document.documentElement.lang = initialLanguage();
