/** svg2pdf.js's ES build, which tests import directly: its package's main is a UMD build Node cannot load beside jsPDF. */
declare module 'svg2pdf.js/dist/svg2pdf.es.js';
