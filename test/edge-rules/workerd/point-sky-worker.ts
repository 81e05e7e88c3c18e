/**
 * A worker for test/edge-rules/workerd/point-sky.test.ts: POST a Pro body, `?lat=&lon=&elev=` (and `tz=`, an IANA zone),
 * and it answers the body with the point's times (edge-rules/origin/point-times.ts), computed in workerd by the bundled
 * astronomy-engine, on the zone's clock from workerd's own `Intl`.
 */
import { zoneOf } from "../../../calendar/time/zone-clock.ts";
import { applyPoint } from "../../../edge-rules/origin/point-times.ts";

export default {
  async fetch(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const point = { latitude: Number(query.get("lat")), longitude: Number(query.get("lon")), elevation: Number(query.get("elev")) };
    const tz = query.get("tz");
    const body = new Uint8Array(await request.arrayBuffer());
    const zone = tz === null ? null : zoneOf(tz);
    return new Response(new TextDecoder().decode(applyPoint(body, point, zone)), { headers: { "content-type": "application/json" } });
  },
};
