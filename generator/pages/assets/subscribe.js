// The subscription builder of the landing page: the chosen items and language become an https
// and a webcal link to /gw/calendar.ics (docs/interface.md#calendar-subscriptions).
const form = document.getElementById("subscribe-form");
const https = document.getElementById("feed-https");
const webcal = document.getElementById("feed-webcal");

function update() {
  const data = new FormData(form);
  const items = data.getAll("include");
  const lang = data.get("lang");
  if (items.length === 0) {
    for (const a of [https, webcal]) {
      a.removeAttribute("href");
      a.textContent = "項目を選んでください (choose at least one item)";
    }
    return;
  }
  const path = `/gw/calendar.ics?include=${items.join(",")}${lang === "en" ? "&lang=en" : ""}`;
  https.href = `${location.origin}${path}`;
  https.textContent = https.href;
  webcal.href = `webcal://${location.host}${path}`;
  webcal.textContent = webcal.href;
}

if (form && https && webcal) {
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => event.preventDefault());
  update();
}
