// How a host page listens to the widgets: ordinary DOM events that bubble to document, even from
// inside other shadow roots. Each is kept in window.stillpointEvents and shown in the #log list.
window.stillpointEvents = [];
const log = document.getElementById('log');
const TYPES = ['session-start', 'session-phase-change', 'session-pause', 'session-resume', 'session-complete', 'session-stop', 'session-error'];
for (const type of TYPES) {
  document.addEventListener(type, (event) => {
    const origin = event.composedPath()[0].localName;
    window.stillpointEvents.push({ type, detail: event.detail, target: event.target.localName, origin });
    const item = document.createElement('li');
    item.textContent = `${origin}: ${type} ${event.detail.label ?? event.detail.title ?? event.detail.message}`;
    log?.append(item);
  });
}
