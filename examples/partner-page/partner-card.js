// The partner's own design-system card. It renders the timer inside ITS shadow root; the widget's
// events are composed, so they still reach listeners on document.
const FORWARDED = ['preset', 'minutes', 'type', 'bells', 'bell-interval', 'bell-type', 'zen', 'sound', 'autostart'];

class PartnerCard extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const style = new CSSStyleSheet();
    style.replaceSync(':host { display: block; padding: 1rem; border-radius: 16px; background: #efe6d8; } h2 { margin: 0 0 1rem; font-size: 1.25rem; }');
    root.adoptedStyleSheets = [style];
    const heading = document.createElement('h2');
    heading.textContent = this.getAttribute('heading');
    const timer = document.createElement('meditation-timer');
    for (const name of FORWARDED) {
      if (this.hasAttribute(name)) timer.setAttribute(name, this.getAttribute(name));
    }
    root.append(heading, timer);
  }
}

if (!customElements.get('partner-card')) customElements.define('partner-card', PartnerCard);
