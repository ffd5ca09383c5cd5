/**
 * The generated site's own stylesheet and script: no CDN, so the site works offline, from
 * file://, and under a strict Content-Security-Policy.
 */

/** Reveal-on-scroll duration (spec §9: the animation library ran at 1000 ms). */
export const REVEAL_MS = 1000;

export function siteCss(accent: string): string {
  return `:root{--accent:${accent};--radius:14px;--max:1120px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.6}
.theme-dark{--bg:#0b1120;--surface:#141c2f;--text:#e5e9f2;--muted:#a3adc2;--border:#26324a}
.theme-light{--bg:#ffffff;--surface:#f4f6fa;--text:#141a26;--muted:#4a5568;--border:#dde3ec}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);-webkit-text-size-adjust:100%}
img,video{max-width:100%;display:block}
a{color:inherit}
h1,h2,h3{line-height:1.2;margin:0 0 .5em}
p{margin:0 0 1em}
.container{width:100%;max-width:var(--max);margin:0 auto;padding:0 20px}
.skip{position:absolute;left:-9999px;top:8px;background:var(--accent);color:#000;padding:8px 14px;border-radius:8px;z-index:10}
.skip:focus{left:8px}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.site-header{position:sticky;top:0;z-index:5;background:var(--bg);border-bottom:1px solid var(--border)}
.site-header .container{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 24px;padding-top:12px;padding-bottom:12px}
.brand{font-weight:800;font-size:1.25rem;text-decoration:none}
.brand::before{content:"";display:inline-block;width:.75em;height:.75em;border-radius:4px;background:var(--accent);margin-right:.5em}
.nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0}
.nav a{display:block;padding:10px 12px;border-radius:8px;text-decoration:none;color:var(--muted);font-weight:600}
.nav a:hover,.nav a[aria-current="page"]{color:var(--text);background:var(--surface)}
.hero{position:relative;overflow:hidden;min-height:60vh;display:grid;align-items:center;background:linear-gradient(135deg,var(--surface),var(--bg))}
.hero-media{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.45}
.hero .container{position:relative;padding-top:96px;padding-bottom:96px}
.hero h1{font-size:clamp(2.2rem,6vw,4rem);max-width:18ch}
.hero p{font-size:1.25rem;color:var(--text);max-width:48ch}
.button{display:inline-block;background:var(--accent);color:#0b1120;font-weight:700;text-decoration:none;padding:14px 24px;border-radius:999px;border:0;font-size:1rem;cursor:pointer}
.button:hover{filter:brightness(1.1)}
.section{padding:72px 0}
.section:nth-of-type(even){background:var(--surface)}
.section-title{font-size:clamp(1.75rem,4vw,2.5rem)}
.section-title::after{content:"";display:block;width:56px;height:4px;border-radius:4px;background:var(--accent);margin-top:12px}
.lead{color:var(--muted);font-size:1.125rem}
.grid{display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));list-style:none;margin:32px 0 0;padding:0}
.card{background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);overflow:hidden;display:flex;flex-direction:column;height:100%}
.section:nth-of-type(even) .card{background:var(--surface);border-color:var(--border)}
.card img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:var(--surface)}
.card-body{padding:20px;display:flex;flex-direction:column;gap:8px;flex:1}
.card-body h2,.card-body h3{font-size:1.25rem;margin:0}
.card-body p{color:var(--muted);margin:0}
.price{font-size:1.25rem;font-weight:800;color:var(--text);margin-top:auto}
.quote{margin:0;padding:28px;border-radius:var(--radius);background:var(--bg);border:1px solid var(--border);height:100%;display:flex;flex-direction:column;gap:16px}
.quote blockquote{margin:0;font-size:1.125rem}
.quote figcaption{display:flex;align-items:center;gap:12px;margin-top:auto}
.quote img{width:56px;height:56px;border-radius:50%;object-fit:cover}
.quote .who{font-weight:700}
.quote .role{color:var(--muted);font-size:.95rem}
.carousel{position:relative;margin-top:32px}
.carousel-track{display:flex;gap:16px;overflow-x:auto;scroll-snap-type:x mandatory;list-style:none;margin:0;padding:0 0 12px;scrollbar-width:thin}
.carousel-track li{flex:0 0 min(85%,720px);scroll-snap-align:start}
.carousel-track img{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius)}
.carousel-controls{display:none;gap:8px;justify-content:flex-end;margin-top:12px}
.js .carousel-controls{display:flex}
.carousel-controls button{width:48px;height:48px;border-radius:50%;border:1px solid var(--border);background:var(--bg);color:var(--text);font-size:1.25rem;cursor:pointer}
.prose{max-width:70ch}
.prose p{font-size:1.125rem}
details{border:1px solid var(--border);border-radius:var(--radius);padding:16px 20px;margin:0 0 12px;background:var(--bg)}
summary{font-weight:700;cursor:pointer}
details p{margin:12px 0 0;color:var(--muted)}
.empty{color:var(--muted);font-style:italic}
form.contact{display:grid;gap:16px;max-width:560px;margin-top:24px}
label{font-weight:600;display:grid;gap:6px}
input,textarea{font:inherit;padding:12px 14px;border-radius:10px;border:1px solid var(--border);background:var(--bg);color:var(--text)}
textarea{min-height:160px}
.site-footer{border-top:1px solid var(--border);padding:32px 0;color:var(--muted);text-align:center}
.js .reveal{opacity:0;transform:translateY(24px);transition:opacity ${REVEAL_MS}ms ease,transform ${REVEAL_MS}ms ease}
.js .reveal.is-visible{opacity:1;transform:none}
@media (prefers-reduced-motion:reduce){.js .reveal{opacity:1;transform:none;transition:none}.carousel-track{scroll-behavior:auto}}
@media (max-width:640px){.section{padding:56px 0}.hero .container{padding-top:64px;padding-bottom:64px}}
`;
}

export const siteJs = `// Reveal-on-scroll (${REVEAL_MS} ms, off when reduced motion is asked for) and the gallery buttons.
(function () {
  var root = document.documentElement;
  root.classList.add("js");
  var reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  var items = document.querySelectorAll(".reveal");
  if (reduce || !("IntersectionObserver" in window)) {
    items.forEach(function (el) { el.classList.add("is-visible"); });
  } else {
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) { entry.target.classList.add("is-visible"); observer.unobserve(entry.target); }
      });
    }, { threshold: 0.1 });
    items.forEach(function (el) { observer.observe(el); });
  }
  document.querySelectorAll("[data-carousel]").forEach(function (carousel) {
    var track = carousel.querySelector(".carousel-track");
    carousel.querySelectorAll("[data-step]").forEach(function (button) {
      button.addEventListener("click", function () {
        var step = Number(button.getAttribute("data-step"));
        var slide = track.querySelector("li");
        var width = slide ? slide.getBoundingClientRect().width + 16 : track.clientWidth;
        var atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
        var atStart = track.scrollLeft <= 4;
        if (step > 0 && atEnd) track.scrollTo({ left: 0, behavior: reduce ? "auto" : "smooth" });
        else if (step < 0 && atStart) track.scrollTo({ left: track.scrollWidth, behavior: reduce ? "auto" : "smooth" });
        else track.scrollBy({ left: step * width, behavior: reduce ? "auto" : "smooth" });
      });
    });
  });
})();
`;
