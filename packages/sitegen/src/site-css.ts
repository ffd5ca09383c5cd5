import { readableAccent, textOn } from "./colour";
import type { SiteConfig } from "./site-config";
import {
  fallbackFaceCss,
  fontStack,
  SITE_TEMPLATES,
  templateFamilies,
  webFontFaceCss,
} from "./templates";

/** Reveal-on-scroll duration (spec §9: the animation library ran at 1000 ms). */
export const REVEAL_MS = 1000;

/** Per-template character beyond colours and fonts: headings, titles, hero. */
const character = {
  bold: `h1,h2,h3,.brand{letter-spacing:-.02em;font-weight:700}
.section-title::after{content:"";display:block;width:56px;height:4px;border-radius:4px;background:var(--accent);margin-top:14px}
.hero h1{font-size:clamp(2.5rem,7vw,4.75rem)}`,
  warm: `h1,h2,h3,.brand{font-weight:600;letter-spacing:-.01em}
.section-head{text-align:center;margin-inline:auto}
.prose{margin-inline:auto}
.section-title::after{content:"";display:block;width:40px;height:3px;border-radius:3px;background:var(--accent);margin:14px auto 0}
.hero h1{font-size:clamp(2.4rem,6.5vw,4.25rem);font-style:italic}
.card{box-shadow:0 1px 2px rgb(0 0 0/.06),0 8px 24px rgb(60 30 10/.08)}`,
  minimal: `h1,h2,h3,.brand{font-weight:600;letter-spacing:-.025em}
.section-title{font-size:clamp(1.5rem,3vw,2rem)}
.hero h1{font-size:clamp(2.2rem,5.5vw,3.75rem)}
.card,.quote{background:transparent}
.section:nth-of-type(even){background:var(--bg);border-top:1px solid var(--border)}`,
} as const;

/**
 * The template's web fonts, in a stylesheet of their own that site.js adds once the page has
 * first painted (a `<noscript>` link adds it without the script): the first screen shows in
 * the metric-matched fallback without waiting for about 80 KB of fonts, and the hero picture
 * gets the connection first. Text keeps its place when the fonts swap in.
 */
export const fontsCss = (config: Pick<SiteConfig, "template">): string =>
  `${templateFamilies(config.template).map(webFontFaceCss).join("\n")}\n`;

export function siteCss(config: SiteConfig): string {
  const template = SITE_TEMPLATES[config.template];
  const palette = config.enableDarkMode ? template.dark : template.light;
  const accent = config.color.toUpperCase();
  const accentText = readableAccent(accent, [palette.bg, palette.surface]);
  const serif = template.display.family === "Fraunces" ? "serif" : "sans-serif";
  return `${templateFamilies(config.template).map(fallbackFaceCss).join("\n")}
:root{--accent:${accent};--on-accent:${textOn(accent)};--accent-text:${accentText};--bg:${palette.bg};--surface:${palette.surface};--text:${palette.text};--muted:${palette.muted};--border:${palette.border};--radius:${template.radius};--button-radius:${template.buttonRadius};--max:1160px;--display:${fontStack(template.display, serif)};--body:${fontStack(template.body, "sans-serif")};color-scheme:${config.enableDarkMode ? "dark" : "light"}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:88px}
body{margin:0;background:var(--bg);color:var(--text);font-family:var(--body);font-size:1.0625rem;line-height:1.65;overflow-x:hidden}
button,input,textarea,select{font:inherit;color:inherit}
img,video{max-width:100%;display:block}
a{color:inherit;text-underline-offset:3px}
main a:not(.button){color:var(--accent-text)}
h1,h2,h3{font-family:var(--display);line-height:1.12;margin:0 0 .5em;text-wrap:balance}
p{margin:0 0 1em}
.container{width:100%;max-width:var(--max);margin:0 auto;padding:0 20px}
.skip{position:absolute;left:-9999px;top:8px;background:var(--accent);color:var(--on-accent);padding:8px 14px;border-radius:8px;z-index:20}
.skip:focus{left:8px}
:focus-visible{outline:3px solid var(--accent-text);outline-offset:2px}
.site-header{position:sticky;top:0;z-index:10;background:color-mix(in srgb,var(--bg) 92%,transparent);backdrop-filter:blur(10px);border-bottom:1px solid var(--border)}
.site-header .container{display:flex;flex-wrap:wrap;align-items:center;gap:8px 20px;min-height:68px}
.brand{display:inline-flex;align-items:center;gap:10px;font-family:var(--display);font-size:1.3rem;text-decoration:none;margin-right:auto;min-width:0}
.brand img{height:40px;width:auto;max-width:140px;object-fit:contain}
.brand-mark{display:grid;place-items:center;width:36px;height:36px;border-radius:10px;background:var(--accent);color:var(--on-accent);font-size:1.05rem;flex:none}
.nav ul{list-style:none;display:flex;gap:2px;margin:0;padding:0}
.nav a{display:block;padding:10px 12px;border-radius:10px;text-decoration:none;color:var(--muted);font-weight:600;font-size:.98rem}
.nav a:hover{color:var(--text)}
.nav a[aria-current="page"]{color:var(--text);background:var(--surface)}
.nav{order:2}
.header-cta{display:inline-flex;gap:8px;order:3}
.menu-toggle{display:none;align-items:center;gap:8px;min-height:44px;padding:8px 14px;border-radius:10px;border:1px solid var(--border);background:var(--surface);font-weight:600;cursor:pointer}
.menu-toggle span{display:block;width:18px;height:2px;background:currentColor;box-shadow:0 -6px 0 currentColor,0 6px 0 currentColor}
.button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:48px;background:var(--accent);color:var(--on-accent);font-weight:700;text-decoration:none;padding:12px 24px;border-radius:var(--button-radius);border:0;font-size:1rem;line-height:1.2;cursor:pointer;transition:filter .2s}
.button:hover{filter:brightness(1.08)}
.button-small{min-height:40px;padding:8px 16px;font-size:.95rem}
.button-ghost{background:transparent;color:inherit;box-shadow:inset 0 0 0 2px currentColor}
.hero{position:relative;overflow:hidden;min-height:min(78vh,720px);display:grid;align-items:end;background:radial-gradient(120% 90% at 10% 0%,color-mix(in srgb,var(--accent) 22%,var(--surface)),var(--bg) 70%)}
.hero-media{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.hero picture{position:absolute;inset:0}
.hero.has-media{color:#fff}
.hero.has-media::after{content:"";position:absolute;inset:0;background:linear-gradient(180deg,rgb(0 0 0/.15) 0%,rgb(0 0 0/.7) 100%)}
.hero .container{position:relative;z-index:1;padding-top:120px;padding-bottom:72px}
.hero h1{max-width:16ch}
.hero p{font-size:clamp(1.1rem,2.4vw,1.35rem);max-width:46ch;opacity:.92}
.hero-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:28px}
.section{padding:80px 0}
.section:nth-of-type(even){background:var(--surface)}
.hero~.section~.section{content-visibility:auto;contain-intrinsic-block-size:auto 800px}
.section-head{max-width:60ch;margin-bottom:36px}
.section-title{font-size:clamp(1.9rem,4.5vw,2.75rem);margin:0}
.lead{color:var(--muted);font-size:1.15rem}
.grid{display:grid;gap:24px;list-style:none;margin:0;padding:0;grid-template-columns:repeat(auto-fill,minmax(min(100%,280px),1fr))}
.grid[data-count="1"]{grid-template-columns:minmax(0,560px)}
.grid[data-count="2"]{grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr))}
.grid[data-count="4"]{grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
.card{background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);overflow:hidden;display:flex;flex-direction:column;height:100%}
.section:nth-of-type(even) .card{background:var(--bg)}
.card-media{aspect-ratio:4/3;background:linear-gradient(135deg,color-mix(in srgb,var(--accent) 35%,var(--surface)),var(--surface))}
.card-media img{width:100%;height:100%;object-fit:cover}
.card-body{padding:22px;display:flex;flex-direction:column;gap:10px;flex:1}
.card-body h2,.card-body h3{font-size:1.3rem;margin:0}
.card-body p{color:var(--muted);margin:0}
.card-foot{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin-top:auto;padding-top:8px}
.price{font-size:1.3rem;font-weight:800;color:var(--text)}
.card-body p.price{color:var(--text)}
.quote{margin:0;padding:28px;border-radius:var(--radius);background:var(--bg);border:1px solid var(--border);height:100%;display:flex;flex-direction:column;gap:18px}
.quote blockquote{margin:0;font-size:1.125rem}
.quote blockquote p{margin:0}
.quote figcaption{display:flex;align-items:center;gap:12px;margin-top:auto}
.quote img{width:52px;height:52px;border-radius:50%;object-fit:cover}
.quote .who{font-weight:700}
.quote .role{color:var(--muted);font-size:.95rem}
.carousel-track{display:flex;gap:16px;overflow-x:auto;scroll-snap-type:x mandatory;list-style:none;margin:0;padding:0 0 12px;scrollbar-width:thin}
.carousel-track li{flex:0 0 min(86%,760px);scroll-snap-align:start}
.carousel-track img{width:100%;height:auto;aspect-ratio:16/10;object-fit:cover;border-radius:var(--radius)}
.carousel-controls{display:none;gap:8px;justify-content:flex-end;margin-top:12px}
.js .carousel-controls{display:flex}
.carousel-controls button{width:48px;height:48px;border-radius:50%;border:1px solid var(--border);background:var(--bg);font-size:1.25rem;cursor:pointer}
.prose{max-width:68ch}
.prose p{font-size:1.125rem}
details{border:1px solid var(--border);border-radius:var(--radius);padding:16px 20px;margin:0 0 12px;background:var(--bg)}
summary{font-weight:700;cursor:pointer}
details p{margin:12px 0 0;color:var(--muted)}
.empty{color:var(--muted);font-style:italic}
.contact-layout{display:grid;gap:40px}
.details{list-style:none;margin:0;padding:0;display:grid;gap:18px}
.details strong{display:block;font-size:.85rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
form.contact{display:grid;gap:16px;max-width:560px}
label{font-weight:600;display:grid;gap:6px}
input,textarea{padding:12px 14px;border-radius:10px;border:1px solid var(--border);background:var(--bg);min-height:48px;width:100%}
textarea{min-height:160px}
.form-status{font-weight:600}
.hp,.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.site-footer{border-top:1px solid var(--border);background:var(--surface);padding:56px 0 28px;color:var(--muted);font-size:.98rem}
.footer-grid{display:grid;gap:32px;grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),1fr))}
.site-footer h2{font-size:1.05rem;color:var(--text);margin-bottom:10px}
.site-footer ul{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.site-footer a{color:var(--text)}
.footer-bottom{margin-top:40px;padding-top:20px;border-top:1px solid var(--border);text-align:center}
.footer-bottom p{margin:0}
.media-missing{visibility:hidden}
${character[config.template]}
.js .reveal{opacity:0;transform:translateY(24px);transition:opacity ${REVEAL_MS}ms ease,transform ${REVEAL_MS}ms ease}
.js .reveal.is-visible{opacity:1;transform:none}
@media (prefers-reduced-motion:reduce){.js .reveal{opacity:1;transform:none;transition:none}.carousel-track{scroll-behavior:auto}}
@media (min-width:860px){.contact-layout{grid-template-columns:minmax(0,1fr) minmax(0,1.3fr)}}
@media (max-width:899px){.js .menu-toggle{display:inline-flex;order:2}.nav{order:4}.js .nav{display:none;flex-basis:100%;padding-bottom:12px}.js .nav.is-open{display:block}.js .nav ul{flex-direction:column}.nav a{padding:12px}.header-cta .button{display:none}}
@media (max-width:899px){html:not(.js) .nav{flex-basis:100%;overflow-x:auto}}
@media (max-width:640px){body{font-size:1rem}.section{padding:56px 0}.hero .container{padding-top:96px;padding-bottom:48px}.card-body{padding:18px}}
`;
}
