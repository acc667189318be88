#!/usr/bin/env python3
"""Blind review r25: 100 generated listings scored by a senior e-commerce copywriter.

Each row: (no, id, platform, tone, score, reason, verbatim_quote)
verbatim_quote is an exact substring of that listing's section in listings.md.
"""
import os
import re
import statistics
from collections import defaultdict, OrderedDict

R = [
    # r25-01 goat milker liners
    (1, "r25-01", "etsy", "professional", 4,
     "Garble: 'whichever comes first' torn off the replacement interval and glued to the not-included line; "
     "audiences (small dairy, homestead, smallholding) as detail bullets; invented 'spring back into shape' benefit; no hook.",
     "The whichever comes first, shells & claw are NOT included."),
    (2, "r25-01", "amazon", "luxury", 4,
     "Same garble in the description; bullets 'THE DETAILS: They are BPA free.' and a FURTHER DETAILS dump mixing "
     "product names with audiences; 'luxury' is only 'Consider the'; the NOT-for-cows/sheep lines never reach the bullets.",
     "FURTHER DETAILS: Goat milker liners, teat cup liners, pack of 4 (2 clusters), small dairy, homestead as well as smallholding."),
    (3, "r25-01", "walmart", "technical", 4,
     "Garbled fragment promoted to 'Scope of delivery'; 'Feature list' and 'More specs' carry audiences (small dairy, homestead); "
     "replacement interval loses its condition.",
     "Scope of delivery: the whichever comes first, shells & claw are NOT included."),
    (4, "r25-01", "ebay", "casual", 4,
     "Replacement interval stripped of 'whichever comes first' (that clause lands in a broken sentence); rundown lists audiences; "
     "subtitle is three keywords; no 'New' condition statement for eBay.",
     "Quick how-to: replace every 2500 milkings or 6 months."),
    # r25-02 lampwork glass rods
    (5, "r25-02", "shopify", "professional", 2,
     "Damaged safety line: 'sharp edges' (from the WARNING run) is a Details bullet and the meta description sells it as a feature; "
     "'Made of Lampwork glass' turns a technique into a material and changes the seller's lower case.",
     "come with sharp edges"),
    (6, "r25-02", "aliexpress", "luxury", 2,
     "Hazard advertised as an included feature ('complete with sharp edges') in the opening sentence; uses (bead making, torch work) "
     "run into the detail list; WARNING and NOTs otherwise verbatim.",
     "and complete with sharp edges"),
    (7, "r25-02", "target", "technical", 2,
     "Hazard filed as 'Design features: sharp edges'; 'Build material: Lampwork glass'; uses (bead making, torch work, flameworking) as specs.",
     "Design features: sharp edges"),
    (8, "r25-02", "facebook", "casual", 3,
     "'Sharp edges' pulled out of the WARNING into the rundown (reads as a heads-up, less harmful than as a feature); "
     "uses listed as bullets; NOTs and COE caution intact.",
     "• Sharp edges"),
    # r25-03 claw anchor
    (9, "r25-03", "woocommerce", "professional", 4,
     "Opens on a postal restriction ('No BFPO.'); 'sets fast in sand, mud & shingle' split so 'Mud & shingle' and boat types are loose bullets; "
     "'Steel' replaces hot dip galvanised in the body; meta is a keyword list.",
     "No BFPO. Further information: poor holding in weed or rock"),
    (10, "r25-03", "bigcommerce", "luxury", 3,
     "'It has no BFPO.' reads as a product property; run-on list makes it 'set fast in ... RIB'; no luxury register, just 'At heart'.",
     "It has no BFPO."),
    (11, "r25-03", "magento", "technical", 4,
     "'Note: no BFPO.' in the product intro; boat types (RIB, dinghy, day boat) listed under Specifications as 'Additional features'.",
     "Note: no BFPO. Details: poor holding in weed or rock"),
    (12, "r25-03", "generic", "casual", 3,
     "'It's got no BFPO.' is nonsense copy in the first two lines; rundown splits the seabed list; safety line kept at the end.",
     "It's got no BFPO."),
    # r25-04 threshold ramp
    (13, "r25-04", "etsy", "professional", 3,
     "WARNING split: 'a ramp steeper than 1:12 can cause tipping' demoted to 'Also of note'; 'Front door' as a detail bullet; "
     "mobility scooter / rollator / walker passed off as other names for the ramp; junk tags ('Portable rise', 'front door rise').",
     "Also of note: rubber lip to stop sliding. A ramp steeper than 1:12 can cause tipping."),
    (14, "r25-04", "amazon", "luxury", 2,
     "False claim about the contents: the ramp comes 'with a front door'; tipping line split from its WARNING into OF NOTE; "
     "VAT declaration buried in a dimensions bullet.",
     "It is indoor & outdoor, with a front door."),
    (15, "r25-04", "walmart", "technical", 2,
     "Invented component ('Components: a front door'); 'Front door' is the first key feature; tipping warning separated from the WARNING.",
     "Components: a front door."),
    (16, "r25-04", "ebay", "casual", 2,
     "'it's got a front door' is a false contents claim, repeated in the subtitle; tipping line in 'Good to know', not with the WARNING.",
     "and it's got a front door"),
    # r25-05 Hamax child seat (used)
    (17, "r25-05", "shopify", "professional", 5,
     "Faithful, condition-first (right for used), WARNING and NOTs intact, collection kept; but the template voice "
     "('Also of note', 'Also searched as') and a list-style meta; no reason-to-buy line.",
     "Also of note: rear mounted; Hamax caress (NOT caress observer)."),
    (18, "r25-05", "aliexpress", "luxury", 5,
     "Faithful and complete apart from collection (dropped with a reasonable note); 'luxury' means 'conceived for' and 'as well as' lists.",
     "It is conceived for age 9 months to approx 6 years."),
    (19, "r25-05", "target", "technical", 5,
     "Accurate labelled spec block, NOTs intact; weight limit mis-filed as 'Additional features'; flat.",
     "Additional features: max child weight 22kg"),
    (20, "r25-05", "facebook", "casual", 6,
     "Best of the set: condition up front, plain casual sentences, age range as a question, collection/postage kept, WARNING verbatim; "
     "still a templated rundown and 'You might know it as'.",
     "Who's it for? It's made for age 9 months to approx 6 years."),
    # r25-06 cherry shrimp
    (21, "r25-06", "woocommerce", "professional", 5,
     "All husbandry facts and NOTs kept; but 'x10 is a freshwater shrimp' (singular), the cycled-tank and copper cautions buried in 'Also of note', "
     "drip instruction as a detail; fact-dump meta.",
     "The Live Red Cherry Shrimp x10 is a freshwater shrimp."),
    (22, "r25-06", "bigcommerce", "luxury", 4,
     "Run-on list turns an instruction into a trait ('drip acclimatise ... as well as colour intensifies'); 'luxury' is 'Presenting'.",
     "drip acclimatise for at least 1 hr as well as colour intensifies once settled"),
    (23, "r25-06", "magento", "technical", 4,
     "Specifications block lists the acclimatisation instruction and nickname 'RCS' as 'Additional features'; cautions filed under 'Details'.",
     "Additional features: RCS"),
    (24, "r25-06", "generic", "casual", 5,
     "Faithful, casual enough; key cautions still buried after 'One more thing'; template rundown.",
     "One more thing: mixed sexes (ratio not guaranteed); only add to a fully cycled tank"),
    # r25-07 SureFlap (used)
    (25, "r25-07", "etsy", "professional", 2,
     "'fits doors, walls & panels' split so the flap 'offers walls & panels'; '9, 10 & 15 digit' split into a 'Reads 9' bullet and tag; "
     "misleading about what the buyer gets and what it reads.",
     "The SureFlap Microchip Cat Flap (used) offers walls & panels."),
    (26, "r25-07", "amazon", "luxury", 2,
     "First bullet claims it 'offers walls & panels'; 'reads 9' fragment; condition bullet 'STATE OF THE PIECE' is the only luxury touch.",
     "THE DETAILS: It offers walls & panels."),
    (27, "r25-07", "walmart", "technical", 2,
     "Invented parts ('Parts: walls & panels'); 'Reads 9' as a key feature; a used item's scratches as key feature #1.",
     "Parts: walls & panels."),
    (28, "r25-07", "ebay", "casual", 2,
     "'You'll find walls & panels on it'; subtitle 'Walls & panels, pet door, cat door and reads 9' is nonsense on eBay's most visible line.",
     "You'll find walls & panels on it."),
    # r25-08 A5 wagyu
    (29, "r25-08", "shopify", "professional", 5,
     "Faithful, NOTs and thaw instruction intact; but a premium gift reads as a spec sheet, no appetite appeal; "
     "seller's 'PERISHABLE - NO RETURNS' lower-cased.",
     "Store policy: perishable - no returns."),
    (30, "r25-08", "aliexpress", "luxury", 4,
     "The one product that begs for luxury copy gets 'Their details in brief'; the serving advice dumped into a run-on feature list.",
     "as well as extremely rich - we suggest 80-100g per person"),
    (31, "r25-08", "target", "technical", 5,
     "Accurate spec block; freezer/thaw instructions labelled 'Maintenance'; 'Overall dimensions: 2cm thick'; flat.",
     "Maintenance: keep frozen at -18C"),
    (32, "r25-08", "facebook", "casual", 5,
     "Faithful incl. dispatch days; 'keep them looking good' is the wrong care phrase for steaks; caps of the no-returns line lost.",
     "To keep them looking good: keep frozen at -18C"),
    # r25-09 logo design service
    (33, "r25-09", "woocommerce", "professional", 4,
     "File list broken up: the service 'is hand designed and PNG (transparent)', 'JPG' alone as a bullet; NO AI line fused with the brief instruction; "
     "audiences (cafes, salons) as details; 'Good to know' heading doubled; meta garbled.",
     "the Custom Logo Design is hand designed and PNG (transparent)"),
    (34, "r25-09", "bigcommerce", "luxury", 4,
     "Same file-format garble; audiences read as features ('Also: cafes, salons, trades as well as Etsy shops').",
     "Also: cafes, salons, trades as well as Etsy shops."),
    (35, "r25-09", "magento", "technical", 4,
     "'Properties: hand designed and PNG (transparent)'; cafes/salons/trades listed under Specifications.",
     "Properties: hand designed and PNG (transparent)."),
    (36, "r25-09", "generic", "casual", 4,
     "A service that 'has got a bespoke logo' and 'is PNG'; rundown lists audiences; NOTs intact.",
     "It's got a bespoke logo, plus 3 initial concepts, and it's hand designed and PNG (transparent)."),
    # r25-10 WooCommerce plugin
    (37, "r25-10", "etsy", "professional", 4,
     "Feature 'mix & match' turned into 'Directions'; WordPress 6.2+ split from the WooCommerce/PHP requirements; only 12 tags incl. 'third parties', 'Plugin'.",
     "Directions: mix & match."),
    (38, "r25-10", "amazon", "luxury", 4,
     "Ungrammatical lead bullet ('It is buy together'); 'IN USE: Mix & match.'; search terms end on a stray 'no'.",
     "It is buy together, HPOS compatible and block checkout compatible."),
    (39, "r25-10", "walmart", "technical", 4,
     "'Operating instructions: mix & match'; 'Attributes: buy together'; requirements scattered over three blocks.",
     "Operating instructions: mix & match"),
    (40, "r25-10", "ebay", "casual", 4,
     "'Quick how-to: mix & match.'; otherwise faithful, NOTs and refund terms intact.",
     "Quick how-to: mix & match."),
    # r25-11 vintage Barbour
    (41, "r25-11", "shopify", "professional", 5,
     "Faithful, flaws disclosed, 'do NOT machine wash' verbatim; care split ('sponge with cold water only' among sizes), uses as detail bullets, "
     "meta leads with the fraying.",
     "The Vintage Barbour Bedale Waxed Jacket is unisex and comes with 2 crest (royal warrants) and corduroy collar - some wear & fraying at edges."),
    (42, "r25-11", "aliexpress", "luxury", 4,
     "Run-on list makes 'equestrian' a condition fact; a 1990s Barbour deserves heritage copy, gets 'In the detail:'.",
     "all poppers & zip working as well as equestrian"),
    (43, "r25-11", "target", "technical", 4,
     "Wear listed under 'Design features'; dog walking / equestrian as 'Additional features'.",
     "Design features: 2 crest (royal warrants), corduroy collar - some wear & fraying at edges"),
    (44, "r25-11", "facebook", "casual", 5,
     "Readable casual opener, flaws disclosed, postage kept; size, era and care instruction crammed into one 'One more thing'.",
     "One more thing: C40 (fits like mens M / womens L); pit to pit 58cm; made in England; 1990s; sponge with cold water only."),
    # r25-12 Fluidmaster fill valve
    (45, "r25-12", "woocommerce", "professional", 5,
     "Accurate, all NOTs and the PTFE instruction kept; the best hook (fixes a running toilet) buried in 'Further information'; "
     "fitting instruction in the details list.",
     "Further information: fixes constantly running or slow filling toilet, genuine Fluidmaster"),
    (46, "r25-12", "bigcommerce", "luxury", 4,
     "Run-on list makes 'turn off water supply before fitting' a feature; luxury register meaningless for a cistern valve.",
     "plastic backnut & washer incl as well as turn off water supply before fitting"),
    (47, "r25-12", "magento", "technical", 4,
     "Use ('ball valve replacement') and the fitting instruction filed under Specifications as features.",
     "Additional features: ball valve replacement"),
    (48, "r25-12", "generic", "casual", 5,
     "Faithful, NOTs intact, casual enough; template rundown, hook buried.",
     "Meet the Fluidmaster 507A Universal Bottom Entry Fill Valve: a toilet fill valve."),
    # r25-13 GU10 LED
    (49, "r25-13", "etsy", "professional", 5,
     "Dimmer caveat and NOT 12V kept verbatim; but 'x10 is made for the kitchen' narrows the uses, ceiling/track as details, "
     "warm white 2700K only in title/tags.",
     "The GU10 LED Bulbs 5W Dimmable x10 is made for the kitchen."),
    (50, "r25-13", "amazon", "luxury", 4,
     "'PROPORTIONS: 450 lumens.'; only four bullets, none with the dimmer/12V/enclosed-fitting limits Amazon buyers need; luxury voice on bulbs.",
     "PROPORTIONS: 450 lumens."),
    (51, "r25-13", "walmart", "technical", 4,
     "Uses (ceiling, track lighting) as 'Further features'; 'made for the kitchen'.",
     "Further features: ceiling and track lighting."),
    (52, "r25-13", "ebay", "casual", 5,
     "Faithful, limitations kept; 'made for the kitchen', uses as bullets, no condition statement.",
     "Meet the GU10 LED Bulbs 5W Dimmable x10, made for the kitchen."),
    # r25-14 washi tape
    (53, "r25-14", "shopify", "professional", 2,
     "New tape labelled '(vintage)' like a condition (SEO title 'Vintage'); 'Condition: tears by hand'; print motifs turned into uses "
     "('made for mushrooms and ferns'); 'postage stamps' orphaned; botanical lost.",
     "They are made for mushrooms and ferns."),
    (54, "r25-14", "aliexpress", "luxury", 2,
     "Same '(vintage)' and mushrooms-as-use errors; 'postage stamps' (a print design) dropped with the reason 'shipping and offers' - wrong.",
     "They are well suited for mushrooms and ferns"),
    (55, "r25-14", "target", "technical", 2,
     "'Intended use: for mushrooms and ferns'; 'Condition: tears by hand'; uses listed as specs.",
     "Intended use: for mushrooms and ferns."),
    (56, "r25-14", "facebook", "casual", 2,
     "'You can use them for mushrooms and ferns'; '(vintage)'; 'One more thing: postage stamps.'",
     "You can use them for mushrooms and ferns."),
    # r25-15 cash drawer
    (57, "r25-15", "woocommerce", "professional", 3,
     "The colour became a not-included item ('The black ... are NOT included') and is lost; 'made of steel construction'; 'Retail shop' as a detail.",
     "The black, receipt printer & USB cable are NOT included."),
    (58, "r25-15", "bigcommerce", "luxury", 3,
     "Same colour-as-excluded-item error; 'fashioned from steel construction'; 'ball bearing slides as well as retail shop'.",
     "The black, receipt printer & USB cable are NOT included."),
    (59, "r25-15", "magento", "technical", 3,
     "Same error; 'Retail shop' under Specifications.",
     "The black, receipt printer & USB cable are NOT included."),
    (60, "r25-15", "generic", "casual", 3,
     "Same error; otherwise faithful compatibility and NOT-Square/SumUp line.",
     "The black, receipt printer & USB cable are NOT included."),
    # r25-16 Tamagotchi (used)
    (61, "r25-16", "etsy", "professional", 3,
     "Button-battery WARNING padded with 'not waterproof, pet free & smoke free home' - safety text diluted by a home-condition line; "
     "junk tags ('Cookies'', 'Working original'); honest condition report.",
     "swallowing can cause serious injury or death, not waterproof, pet free & smoke free home"),
    (62, "r25-16", "amazon", "luxury", 3,
     "WARNING leads the bullets (good) but ends in 'pet free & smoke free home.'; FURTHER DETAILS is a keyword dump.",
     "swallowing can cause serious injury or death, not waterproof, pet free & smoke free home."),
    (63, "r25-16", "walmart", "technical", 3,
     "Padded WARNING as key feature #2; 'Further specs: 90s nostalgia'.",
     "swallowing can cause serious injury or death, not waterproof, pet free & smoke free home"),
    (64, "r25-16", "ebay", "casual", 3,
     "Same padded WARNING; 'New Battery Fitted' cut from the eBay title; rundown is keywords.",
     "swallowing can cause serious injury or death, not waterproof, pet free & smoke free home"),
    # r25-17 mahjong
    (65, "r25-17", "shopify", "professional", 5,
     "Good opening sentence naming what's in the box; but synonyms ('Mah jong', 'Mahjongg') as detail bullets and the NOT-American/riichi lines filed under 'Care'.",
     "Care instructions: wipe clean w/ damp cloth - do not soak. They are NOT for American mahjong"),
    (66, "r25-17", "aliexpress", "luxury", 4,
     "Synonyms and 'family game night' run into the detail list; 'thoughtful gift' is the only luxury note.",
     "In the detail: mah jong, mahjongg, large 38 x 27 x 20mm tiles"),
    (67, "r25-17", "target", "technical", 4,
     "Synonyms as 'Additional features'; box contents as 'Design features'.",
     "Additional features: mah jong"),
    (68, "r25-17", "facebook", "casual", 5,
     "Natural casual opener and gift line; rundown still lists synonyms; NOTs intact.",
     "Need a gift for grandparents? This is it."),
    # r25-18 Gray's Anatomy (used)
    (69, "r25-18", "woocommerce", "professional", 4,
     "Highlighting/pencil notes (the main flaw) sit in Details, not Condition; 'online access code used/expired - is NOT included' garbled; "
     "disciplines as detail bullets.",
     "The online access code used/expired - is NOT included."),
    (70, "r25-18", "bigcommerce", "luxury", 4,
     "Flaw run into a list with weight and 'dentistry'; same garbled access-code line.",
     "some highlighting & pencil notes in approx 30 pages, very heavy approx 5kg as well as dentistry"),
    (71, "r25-18", "magento", "technical", 3,
     "A condition defect listed under Specifications as a feature; disciplines as specs; garbled access-code note.",
     "• Some highlighting & pencil notes in approx 30 pages"),
    (72, "r25-18", "generic", "casual", 4,
     "Same garble and flaw-in-rundown; otherwise faithful.",
     "Just so you know, the online access code used/expired - is NOT included."),
    # r25-19 helium canister
    (73, "r25-19", "etsy", "professional", 5,
     "WARNING verbatim, helium/air-mix NOT kept, shipping limits kept; occasions as details, '18+ only' buried in 'Also of note', "
     "filler tags ('party goods'), 'a graduation'.",
     "It is made for birthdays and a graduation."),
    (74, "r25-19", "amazon", "luxury", 5,
     "WARNING as the first bullet (right call); FURTHER DETAILS mixes gas volume with occasions; no luxury register.",
     "baby showers as well as gender reveal"),
    (75, "r25-19", "walmart", "technical", 4,
     "Title damaged: '30 Balloons & Ribbon Incl' became '30 & Ribbon Incl'; occasions as 'Further specs'.",
     "Latex Balloons - 30 & Ribbon Incl"),
    (76, "r25-19", "ebay", "casual", 5,
     "Faithful incl. road-only shipping; occasions as bullets, subtitle repeats the product type.",
     "It's great for birthdays and a graduation."),
    # r25-20 wedding guest book drop box
    (77, "r25-20", "shopify", "professional", 3,
     "'Condition: clear acrylic front' (a feature filed as condition); 'a drop top frame and a wooden frame' reads as two frames, also in the meta; "
     "the 80 hearts buried in 'Also of note'.",
     "comes with a drop top frame and a wooden frame"),
    (78, "r25-20", "aliexpress", "luxury", 3,
     "Two-frames reading in the opening; acrylic front as condition; wedding keepsake with no emotional hook.",
     "With a drop top frame as well as a wooden frame"),
    (79, "r25-20", "target", "technical", 3,
     "'Condition: clear acrylic front'; 'Design features: drop top frame, wooden frame'; 'Barn wedding' as a feature.",
     "Condition: clear acrylic front (peel protective film before use)."),
    (80, "r25-20", "facebook", "casual", 3,
     "'it's got a drop top frame, plus a wooden frame'; acrylic front as 'The condition'.",
     "The condition: clear acrylic front (peel protective film before use)."),
    # r25-21 illuminated globe
    (81, "r25-21", "woocommerce", "professional", 5,
     "Accurate, WARNING kept, day/night maps explained; the 2-in-1 hook is buried in 'Further information', 'Office decor' a detail, "
     "NOTs under 'Care', one-clause meta.",
     "The 12\" Illuminated World Globe w/ Stand comes with metal meridian & base."),
    (82, "r25-21", "bigcommerce", "luxury", 4,
     "Run-on list ('english labels as well as office decor'); day/night feature relegated to 'Worth knowing'; meta 'offers metal meridian & base'.",
     "updated 2024 country names, english labels as well as office decor"),
    (83, "r25-21", "magento", "technical", 4,
     "Meta description repeats the dimension ('30cm diameter; 30cm diameter'); 'Office decor' as a spec.",
     "Dimensions 30cm diameter; 30cm diameter"),
    (84, "r25-21", "generic", "casual", 5,
     "Faithful and readable; headline feature (map by day, stars by night) still after 'One more thing'.",
     "You can use it for homeschool and geography and for the classroom."),
    # r25-22 leather belt
    (85, "r25-22", "etsy", "professional", 3,
     "Sizing instruction broken ('It is not YOUR old belt length'; seller's capitals moved from TROUSER WAIST SIZE to 'YOUR'); "
     "'mens leather belt' vs unisex with 'womens belt' as a synonym; invented 'softens'.",
     "It is not YOUR old belt length (we add 3\" to make it fit)."),
    (86, "r25-22", "amazon", "luxury", 3,
     "Same broken sizing line; '+GBP5' in bullets vs '+£5' in copy; 'PROPORTIONS: 3.5mm thick'; the NOT-for-suit-trousers line missing from bullets.",
     "It is not YOUR old belt length"),
    (87, "r25-22", "walmart", "technical", 3,
     "'Size: 3.5mm thick.' on a belt whose size is the waist size; duplicate 'Full grain' key features; broken sizing line.",
     "Size: 3.5mm thick."),
    (88, "r25-22", "ebay", "casual", 3,
     "Broken sizing line; size range dropped from the eBay title and not restated.",
     "It's not YOUR old belt length"),
    # r25-23 basketball hoop
    (89, "r25-23", "shopify", "professional", 2,
     "WARNING split: 'It can tip over and cause serious injury' detached and placed after the base-filling sentence; meta says it 'comes with' "
     "2 person assembly; 'from room to room or trip to trip' boilerplate on a 180kg-base hoop.",
     "comes with an all weather nylon net and 2 person assembly approx 2 hrs"),
    (90, "r25-23", "aliexpress", "luxury", 2,
     "Assembly presented as an included detail; split WARNING; 'base NOT filled on delivery' dropped as 'shipping' - a NOT lost with a wrong reason.",
     "an all weather nylon net as well as 2 person assembly approx 2 hrs"),
    (91, "r25-23", "target", "technical", 2,
     "'Parts: 2 person assembly'; split WARNING; base-not-filled NOT dropped.",
     "Parts: 2 person assembly approx 2 hrs and an all weather nylon net."),
    (92, "r25-23", "facebook", "casual", 2,
     "'It comes with ... 2 person assembly' reads as a service included; tip-over consequence parted from 'do not hang on the rim'.",
     "It comes with an all weather nylon net, plus 2 person assembly approx 2 hrs."),
    # r25-24 Oregon chain
    (93, "r25-24", "woocommerce", "professional", 1,
     "NOT lost: '.325 or 18\" bars' cut loose from 'NOT for 3/8 full profile' and listed as a plain note, so it reads as fitment; "
     "'chain is sharp - handle w/ gloves' stripped out of the WARNING.",
     "before ordering; .325 or 18\" bars; ready to use"),
    (94, "r25-24", "bigcommerce", "luxury", 1,
     "Same lost negation on .325 / 18\" bars and truncated WARNING.",
     "before ordering; .325 or 18\" bars; ready to use"),
    (95, "r25-24", "magento", "technical", 1,
     "Same lost negation under 'Details'; 'Parts: 57 DL drive links'.",
     "before ordering; .325 or 18\" bars; ready to use"),
    (96, "r25-24", "generic", "casual", 1,
     "Same lost negation under 'Good to know'; truncated WARNING.",
     "before ordering; .325 or 18\" bars; ready to use"),
    # r25-25 pallet truck
    (97, "r25-25", "etsy", "professional", 4,
     "Assembly filed as care; warehouse/factory/shop as detail bullets, 'a good fit for the yard'; WARNING kept but 'not for use on slopes' split off; no hook.",
     "To care for it: handle needs fitting on arrival (pin included)."),
    (98, "r25-25", "amazon", "luxury", 4,
     "'ITS CARE: Handle needs fitting on arrival'; 'INTENDED USE: It is meant for the yard.'; wheels, pump and NOT-for-gravel absent from bullets.",
     "ITS CARE: Handle needs fitting on arrival (pin included)."),
    (99, "r25-25", "walmart", "technical", 3,
     "'Further features: shop.'; workplaces as 'More specs'; assembly as 'Care instructions'.",
     "Further features: shop."),
    (100, "r25-25", "ebay", "casual", 4,
     "Assembly as 'Looking after it'; workplaces as rundown bullets; delivery terms kept; no condition statement.",
     "Looking after it: handle needs fitting on arrival (pin included)."),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "listings.md"), encoding="utf-8") as f:
        text = f.read()

    hdr = re.compile(r"^## #(\d+) (\S+) · (\S+) · (\S+)\s*$", re.M)
    heads = list(hdr.finditer(text))
    sections = {}
    headers = {}
    for i, m in enumerate(heads):
        no = int(m.group(1))
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        sections[no] = text[m.start():end]
        headers[no] = (m.group(2), m.group(3), m.group(4))

    assert len(R) == 100, f"expected 100 rows, got {len(R)}"
    assert len({r[0] for r in R}) == 100, "duplicate listing numbers"
    for r in R:
        assert len(r) == 7, r
        assert isinstance(r[4], int) and 1 <= r[4] <= 10, r

    hdr_ok = 0
    q_ok = 0
    for no, pid, plat, tone, score, reason, quote in R:
        if headers.get(no) == (pid, plat, tone):
            hdr_ok += 1
        else:
            print(f"HEADER MISMATCH #{no}: row {(pid, plat, tone)} vs file {headers.get(no)}")
        if quote in sections.get(no, "") and quote in text:
            q_ok += 1
        else:
            print(f"QUOTE MISMATCH #{no}: {quote!r}")

    scores = [r[4] for r in R]
    n = len(scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
    print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
    print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
    print("histogram:")
    for k in range(1, 11):
        c = scores.count(k)
        print(f"  {k:2d}: {c:3d} {'#' * c}")

    def by(idx, label):
        d = OrderedDict()
        for r in R:
            d.setdefault(r[idx], []).append(r[4])
        print(f"mean by {label}:")
        for k, v in sorted(d.items(), key=lambda kv: -statistics.mean(kv[1])):
            print(f"  {k:12s} {statistics.mean(v):.2f}  (n={len(v)})")

    by(3, "tone")
    by(2, "platform")
    prod = OrderedDict()
    for r in sorted(R, key=lambda r: r[0]):
        prod.setdefault(r[1], []).append(r[4])
    print("mean by product (scores in listing order):")
    for k, v in prod.items():
        print(f"  {k}  {statistics.mean(v):.2f}  {v}")
    print(f"headers matched: {hdr_ok}/100")
    print(f"quotes verified verbatim: {q_ok}/100")


if __name__ == "__main__":
    main()
