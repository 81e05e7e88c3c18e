/**
 * The behaviour table (docs/architecture.md#endpoints): every API endpoint's factory, by the
 * identifier of its contract in schemas/endpoints/index.ts (`POST /mcp` is served by mcp/, the
 * pages by pages/). Its type is the contract table's keys: a contract without a behaviour here,
 * or a behaviour without a contract, does not compile.
 */
import { API_ENDPOINT_IDS, type ApiEndpointId } from "../../schemas/endpoints/index.ts";
import type { CoreServices } from "../core.ts";
import type { AnyEndpoint, EndpointFactory } from "../endpoint.ts";
import { birth } from "./birth.ts";
import { bulk } from "./bulk.ts";
import { businessAdd } from "./business-add.ts";
import { businessCount } from "./business-count.ts";
import { businessDay } from "./business-day.ts";
import { businessGotobi } from "./business-gotobi.ts";
import { calendarFeed } from "./calendar-feed.ts";
import { changes } from "./changes.ts";
import { changesFeed } from "./changes-feed.ts";
import { day } from "./day.ts";
import { find } from "./find.ts";
import { glossary } from "./glossary.ts";
import { health } from "./health.ts";
import { instants } from "./instants.ts";
import { llms } from "./llms.ts";
import { life } from "./life.ts";
import { longWeekends } from "./long-weekends.ts";
import { memorial } from "./memorial.ts";
import { places } from "./places.ts";
import { moment } from "./moment.ts";
import { range } from "./range.ts";
import { wareki } from "./wareki.ts";
import { warekiList } from "./wareki-list.ts";

const BEHAVIOURS: { readonly [Id in ApiEndpointId]: EndpointFactory } = {
  health,
  day,
  range,
  bulk,
  glossary,
  places,
  find,
  businessDay,
  businessAdd,
  businessCount,
  businessGotobi,
  longWeekends,
  wareki,
  warekiList,
  calendarFeed,
  changes,
  changesFeed,
  instants,
  moment,
  birth,
  memorial,
  life,
  llms,
};

/** The endpoints of one handler, by identifier: each behaviour set up once over the handler's core. */
export function endpointTable(core: CoreServices): { readonly [Id in ApiEndpointId]: AnyEndpoint } {
  return Object.fromEntries(API_ENDPOINT_IDS.map((id) => [id, BEHAVIOURS[id](core)])) as { [Id in ApiEndpointId]: AnyEndpoint };
}
