// The listing checker: what every writer's output must pass before a seller sees it.
export { checkListing } from "./check-listing";
export { repairListing } from "./repair-listing";
export { htmlProblems, sanitiseHtml } from "./html-safety";
export { inventedFactFinder, factsText, type InventedFact } from "./invented-facts";
export { findPlaceholders, findRefusals } from "./text-hazards";
