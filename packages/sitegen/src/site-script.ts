import { REVEAL_MS } from "./site-css";

/**
 * The generated site's only script: the web fonts once the page has loaded, reveal-on-scroll (${REVEAL_MS} ms, off with reduced
 * motion), the phone menu, gallery buttons, images that fail to load, and the contact form
 * when it posts to a form service. Everything works without it, only plainer.
 */
export const siteJs = `// Reveal-on-scroll (${REVEAL_MS} ms, off when reduced motion is asked for), phone menu, gallery, missing images, contact form.
(function () {
  var root = document.documentElement;
  root.classList.add("js");

  // The web fonts once the page has loaded and the browser is idle after painting it: they
  // neither hold back nor share the link with what is painted first, and the fallback faces,
  // matched to their metrics, keep the text in place when they swap in.
  function addFonts() {
    if (document.getElementById("site-fonts")) return;
    var link = document.createElement("link");
    link.id = "site-fonts";
    link.rel = "stylesheet";
    link.href = "assets/fonts.css";
    document.head.appendChild(link);
  }
  function addFontsWhenIdle() {
    if (window.requestIdleCallback) requestIdleCallback(addFonts, { timeout: 1000 });
    else requestAnimationFrame(function () { requestAnimationFrame(addFonts); });
  }
  if (document.readyState === "complete") addFontsWhenIdle();
  else window.addEventListener("load", addFontsWhenIdle);
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

  var toggle = document.querySelector(".menu-toggle");
  var nav = document.getElementById("site-nav");
  if (toggle && nav) {
    toggle.addEventListener("click", function () {
      var open = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(open));
      nav.classList.toggle("is-open", open);
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && nav.classList.contains("is-open")) { toggle.click(); toggle.focus(); }
    });
  }

  // A picture that cannot load leaves its tinted frame rather than a broken-image icon.
  function missing(img) {
    img.classList.add("media-missing");
    var slide = img.closest(".carousel-track li");
    if (slide) slide.hidden = true;
  }
  document.querySelectorAll("img").forEach(function (img) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) missing(img);
  });
  document.addEventListener("error", function (event) {
    if (event.target && event.target.tagName === "IMG") missing(event.target);
  }, true);

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

  // A form service answers JSON when asked; the visitor stays on the page and sees the result.
  document.querySelectorAll("form[data-endpoint]").forEach(function (form) {
    var status = form.querySelector(".form-status");
    var button = form.querySelector("button[type=submit]");
    form.addEventListener("submit", function (event) {
      if (!window.fetch) return;
      event.preventDefault();
      button.disabled = true;
      status.textContent = "Sending…";
      fetch(form.action, { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } })
        .then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          form.reset();
          status.textContent = "Thank you! Your message has been sent.";
        })
        .catch(function () {
          status.textContent = "Failed to send. Please try again.";
        })
        .then(function () { button.disabled = false; });
    });
  });
})();
`;
