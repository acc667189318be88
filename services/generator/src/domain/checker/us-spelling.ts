// British spellings and their US forms: a US marketplace's listing uses the US form in the writer's own
// words. Only words whose US form is the only accepted one there (so "grey" is left alone).
const PAIRS: [string, string][] = [
  ["aluminium", "aluminum"], ["colour", "color"], ["colours", "colors"], ["coloured", "colored"], ["colourful", "colorful"],
  ["centre", "center"], ["centres", "centers"], ["organise", "organize"], ["organised", "organized"], ["organiser", "organizer"],
  ["organisers", "organizers"], ["organising", "organizing"], ["jewellery", "jewelry"], ["favourite", "favorite"], ["favourites", "favorites"],
  ["fibre", "fiber"], ["fibres", "fibers"], ["litre", "liter"], ["litres", "liters"], ["metre", "meter"], ["metres", "meters"],
  ["catalogue", "catalog"], ["cosy", "cozy"], ["mould", "mold"], ["moulded", "molded"], ["tyre", "tire"], ["tyres", "tires"],
  ["moisturiser", "moisturizer"], ["moisturising", "moisturizing"], ["personalise", "personalize"], ["personalised", "personalized"],
  ["customised", "customized"], ["customise", "customize"], ["travelling", "traveling"], ["traveller", "traveler"], ["travellers", "travelers"],
  ["labelled", "labeled"], ["labelling", "labeling"], ["odour", "odor"], ["odours", "odors"], ["flavour", "flavor"], ["flavours", "flavors"],
  ["flavoured", "flavored"], ["harbour", "harbor"], ["honour", "honor"], ["neighbour", "neighbor"], ["behaviour", "behavior"],
  ["defence", "defense"], ["licence", "license"], ["practise", "practice"], ["grey-blue", "gray-blue"], ["analyse", "analyze"],
  ["recognise", "recognize"], ["realise", "realize"], ["optimise", "optimize"], ["stabilise", "stabilize"], ["minimise", "minimize"],
  ["maximise", "maximize"], ["sterilise", "sterilize"], ["sanitiser", "sanitizer"], ["fulfil", "fulfill"], ["enrol", "enroll"],
  ["programme", "program"], ["storey", "story"], ["plough", "plow"], ["pyjamas", "pajamas"], ["aeroplane", "airplane"], ["mum", "mom"],
  ["nappy", "diaper"], ["nappies", "diapers"], ["cheque", "check"], ["kerb", "curb"], ["sceptical", "skeptical"], ["manoeuvre", "maneuver"],
  ["ageing", "aging"], ["woollen", "woolen"], ["jewellry", "jewelry"], ["tonne", "ton"], ["artefact", "artifact"], ["draught", "draft"],
];
export const UK_TO_US: ReadonlyMap<string, string> = new Map(PAIRS);
