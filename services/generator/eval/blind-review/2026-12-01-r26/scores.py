#!/usr/bin/env python3
"""Blind review r26: 100 generated listings scored by a senior e-commerce copywriter.

Each tuple: (no, id, platform, tone, score, reason, verbatim_quote)
verbatim_quote is an exact substring of that listing's section in listings.md,
showing its worst defect (or its best line if it has none).
"""
import os
import re
import statistics
from collections import OrderedDict, defaultdict

R = [
    # r26-01 lever harp strings
    (1, "r26-01", "etsy", "professional", 4,
     "Garbled opener turns the keyword 'replacement strings' into a purpose ('made for replacement strings'); 'Nylon trebles' never reaches the body; FH34 pre-2020 caveat buried under 'Also of note'; junk Etsy tags 'Similar', 'Similar strings', '34 Strings'.",
     "The Lever Harp String Set 34 Strings are made for replacement strings."),
    (2, "r26-01", "amazon", "luxury", 4,
     "Bullets open with filler labels and the garbled 'meant for replacement strings'; neither NOT line (pedal / wire-strung harps) is in the bullets; nylon trebles missing; 'luxury' is only 'Discover' plus 'as well as'.",
     "INTENDED USE: They are meant for replacement strings."),
    (3, "r26-01", "walmart", "technical", 4,
     "The only 'technical specification' is the break-in note; key features keep 'NOT for pedal harps' but drop 'NOT for wire-strung Celtic harps'; title cuts the seller's 'Dusty Strings' to 'Dusty'; no gauge or material specs.",
     "Operating instructions: allow 1-2 weeks to stretch and settle"),
    (4, "r26-01", "ebay", "casual", 4,
     "Same garbled purpose line; nylon trebles missing from the body; no condition field for eBay; a list of facts with no reason to buy.",
     "Meet the Lever Harp String Set 34 Strings, made for replacement strings."),
    # r26-02 Bach 7C mouthpiece (used)
    (5, "r26-02", "shopify", "professional", 3,
     "The meta description lists 'student trumpet' alongside the cup and shank, as if it came in the box; 'Further information: beginner to intermediate.' is a fragment; 'Student trumpet' is shown as a detail.",
     "medium cup and student trumpet."),
    (6, "r26-02", "aliexpress", "luxury", 3,
     "'as well as student trumpet' puts a use on the list of what you get; 'Worth knowing: beginner to intermediate.' is a fragment; the padded-box side note is reasonable.",
     "medium cup as well as student trumpet"),
    (7, "r26-02", "target", "technical", 3,
     "'Student trumpet' is listed under Specifications and '351 7C' is called an 'Additional feature'; 'Notes: beginner to intermediate.' is a fragment; the condition line is kept word for word, which is good.",
     "Notes: beginner to intermediate."),
    (8, "r26-02", "facebook", "casual", 3,
     "'Student trumpet' appears as a rundown item; 'Good to know' is used twice, once for a fragment; no selling line for a student upgrade mouthpiece.",
     "Good to know: beginner to intermediate."),
    # r26-03 goose decoys
    (9, "r26-03", "woocommerce", "professional", 3,
     "The semicolon cuts 'NO' off from 'guns or ammunition', so firearms appear in the body with no negation attached; 'sold as Seen' mangles the seller's capitals; the 'stackable' line is circular; 'Wildfowling' and 'Goose shooting' are listed as details.",
     "decoys only - NO calls; guns or ammunition"),
    (10, "r26-03", "bigcommerce", "luxury", 3,
     "Same broken 'NO calls; guns or ammunition'; 'Their details in brief: wildfowling, goose shooting' treats uses as product details; the stackable line is circular.",
     "Of note: decoys only - NO calls; guns or ammunition."),
    (11, "r26-03", "magento", "technical", 3,
     "The broken NO again; 'Additional features: wildfowling' is listed as a specification; the 'Benefit: stacks up neatly for storage (stackable)' line is circular.",
     "Details: decoys only - NO calls; guns or ammunition."),
    (12, "r26-03", "generic", "casual", 3,
     "The broken NO again; 'So yes, they stack up neatly' says the same thing twice; the uses are shown as rundown bullets.",
     "One more thing: decoys only - NO calls; guns or ammunition."),
    # r26-04 curling broom
    (13, "r26-04", "etsy", "professional", 2,
     "Presents one pad as two ('a synthetic fabric pad and a WCF compliant pad'); 5 of 13 tags ('cleaning supplies', 'home cleaning'...) target household buyers for an item the seller says is NOT a household broom; 'Club & league players' shown as a detail.",
     "offers a synthetic fabric pad and a WCF compliant pad"),
    (14, "r26-04", "amazon", "luxury", 2,
     "Bullet 1 promises two pads; the hidden search terms stuff 'cleaning supplies ... housekeeping everyday', against the seller's NOT a household broom, and that NOT is missing from the bullets; 'composite shaft as well as club & league players' is garbled.",
     "It offers a synthetic fabric pad as well as a WCF compliant pad."),
    (15, "r26-04", "walmart", "technical", 2,
     "The description promises two pads; 'Club & league players' is listed as a key feature; 'Scope of delivery: replacement pad heads are sold separately' is in the wrong role; the spec table is duplicated and thin.",
     "with a synthetic fabric pad and a WCF compliant pad"),
    (16, "r26-04", "ebay", "casual", 2,
     "'plus a WCF compliant pad on it' plainly tells the buyer there are two pads; 'Club & league players' is a rundown bullet; eBay title drops 'WCF Compliant'.",
     "You'll find a synthetic fabric pad, plus a WCF compliant pad on it."),
    # r26-05 disc golf set
    (17, "r26-05", "shopify", "professional", 2,
     "Body and meta say it 'comes with a disc golf set and a 3 disc set', which reads as two sets; PDGA approved never reaches the body; 'Frisbee golf' and 'Flying disc' are listed as details. The dog warning is intact.",
     "comes with a disc golf set and a 3 disc set."),
    (18, "r26-05", "aliexpress", "luxury", 2,
     "The same two-sets claim; 'In the detail: frisbee golf, flying disc' is keyword soup; PDGA approved is missing from the body.",
     "with a disc golf set as well as a 3 disc set"),
    (19, "r26-05", "target", "technical", 4,
     "Does not claim two sets, but 'Design features: disc golf set, 3 disc set' and 'Additional features: frisbee golf' put search words into the spec list; PDGA missing from the body; no flight numbers given.",
     "Design features: disc golf set, 3 disc set"),
    (20, "r26-05", "facebook", "casual", 2,
     "'It's got a disc golf set, plus a 3 disc set' tells a casual buyer there are two sets; search keywords are listed as rundown bullets.",
     "It's got a disc golf set, plus a 3 disc set"),
    # r26-06 LARP sword
    (21, "r26-06", "woocommerce", "professional", 2,
     "Safety line damaged: 'Safe for contact LARP' (and meta) loses its 'but always pass your event's weapon check', which is left dangling after 'Also of note:'; the rule 'no thrusting or stabbing' has become 'It has no thrusting or stabbing'; 'Silicone spray every 3 events' is listed as a detail.",
     "It has no thrusting or stabbing. Also of note: but always pass your event's weapon check; as rules vary by system and country."),
    (22, "r26-06", "bigcommerce", "luxury", 2,
     "The same unqualified 'Safe for contact LARP' in the opener and meta, and the same stray 'but always pass...'; the care product appears in a contents-style list ('faux leather grip as well as silicone spray every 3 events').",
     "which is Safe for contact LARP with a hand painted steel effect blade. It has no thrusting or stabbing."),
    (23, "r26-06", "magento", "technical", 2,
     "The usage ban 'no thrusting or stabbing' is labelled a 'Feature'; the meta gives an unqualified 'Safe for contact LARP'; care advice sits under Specifications.",
     "Feature: no thrusting or stabbing."),
    (24, "r26-06", "generic", "casual", 2,
     "'It's got no thrusting or stabbing' reads as a product property, not a rule; the weapon-check qualifier is cut off from the safety claim it limits.",
     "It's got no thrusting or stabbing."),
    # r26-07 postcards job lot
    (25, "r26-07", "etsy", "professional", 3,
     "The condition list is split up: only 'foxing' stays under condition, while 'Corner creases' and 'Album marks' appear as Details and as tags; 'Junk journals' appears as a detail; the 'for collectors...' uses are garbled; junk tags 'Posted', 'Posted edwardian'; '1950s' is missing from the body.",
     "Condition varies: foxing."),
    (26, "r26-07", "amazon", "luxury", 3,
     "The FURTHER DETAILS bullet runs flaws and a use into the contents ('corner creases, album marks ... as well as junk journals'); the search terms end in the stray word 'as'. The side note on the envelope is reasonable.",
     "places incl Blackpool, Scarborough, Llandudno & Isle of Man as well as junk journals"),
    (27, "r26-07", "walmart", "technical", 3,
     "Flaws are listed as 'Further features'; 'Key features' include 'Corner creases' and 'Album marks'; the place list is split over two bullets.",
     "Further features: corner creases, album marks"),
    (28, "r26-07", "ebay", "casual", 3,
     "The eBay subtitle sells a flaw ('album marks') as a highlight; creases are listed in the rundown instead of under condition; there is no proper eBay condition statement.",
     "Old postcards, deltiology, some blank and album marks"),
    # r26-08 enamel pin
    (29, "r26-08", "shopify", "professional", 5,
     "Faithful but thin: the body never mentions the sleepy frog or mushroom design, or the 1.25\" size; one 'Details' bullet; 'Also searched as' is keyword stuffing; no reason to buy.",
     "Also searched as: frog pin."),
    (30, "r26-08", "aliexpress", "luxury", 5,
     "A one-sentence body; the title has ', 2 rubber clutches, backing card' tacked on in lower case; 'Its character is cottagecore' is the only attempt at luxury.",
     "Its character is cottagecore."),
    (31, "r26-08", "target", "technical", 4,
     "Plating listed as the build material ('Build material: gold plated'), with the base metal unstated; accessories called 'Design features'; no size in the spec list.",
     "Build material: gold plated"),
    (32, "r26-08", "facebook", "casual", 5,
     "Faithful and friendly but empty: the rundown has one bullet, and the frog-on-mushroom design, which is the whole appeal, is never described.",
     "It's got a cottagecore look. You might know it as: frog pin."),
    # r26-09 custom patches
    (33, "r26-09", "woocommerce", "professional", 4,
     "Audience words 'Clubs', 'Bands', 'Teams' are listed as product details; the opener is ungrammatical ('Here is the ... Patches x50, which are'); the iron-on warning and no-refund policy are kept.",
     "Here is the Custom Embroidered Patches x50, which are up to 3 inch (76mm) and up to 9 thread colours."),
    (34, "r26-09", "bigcommerce", "luxury", 4,
     "The meta description ends 'and clubs'; 'production 10-14 working days after approval, clubs, bands as well as teams' mixes lead time with audiences.",
     "free digital proof within 24hrs and clubs."),
    (35, "r26-09", "magento", "technical", 4,
     "The minimum order, a policy, is labelled 'Additional features'; Clubs/Bands/Teams appear under Specifications; the meta calls the audiences 'specifications'.",
     "Additional features: min order 50 pcs"),
    (36, "r26-09", "generic", "casual", 4,
     "Audience words are listed as rundown bullets; the mixed-up size line 'up to 3 inch ... and up to 9 thread colours'; no pitch such as 'send your logo, get a free proof within 24hrs'.",
     "They're up to 3 inch (76mm) and up to 9 thread colours."),
    # r26-10 lab emerald
    (37, "r26-10", "etsy", "professional", 4,
     "'made from loose gemstone' treats the product's form as its material; 'NOT natural' is missing from the body (title only); only 11 tags, including 'Loose' and a duplicated 'Hydrothermal'.",
     "is made from loose gemstone"),
    (38, "r26-10", "amazon", "luxury", 4,
     "The top bullet is 'MATERIALS: It is fashioned from loose gemstone.'; 'NOT natural' is missing from bullets and body; 'May birthstone' is mixed in with the NOT list.",
     "MATERIALS: It is fashioned from loose gemstone."),
    (39, "r26-10", "walmart", "technical", 4,
     "'Build material: loose gemstone' is the only technical spec; 'NOT natural' is missing from the key features and description.",
     "Build material: loose gemstone"),
    (40, "r26-10", "ebay", "casual", 4,
     "The eBay title drops the seller's 'NOT Natural' (the body keeps it); 'It's made of loose gemstone.' is in the wrong role.",
     "It's made of loose gemstone."),
    # r26-11 pinball rubbers
    (41, "r26-11", "shopify", "professional", 2,
     "Invented contents: 'sizes match operators manual' becomes an operators manual included in the box; 'Clean playfield before fitting' is listed as a detail; the colour (White) is missing from the body.",
     "comes with a sizes match operators manual"),
    (42, "r26-11", "aliexpress", "luxury", 2,
     "Says the kit comes 'with a sizes match operators manual'; fitting advice is listed among the details.",
     "with a sizes match operators manual"),
    (43, "r26-11", "target", "technical", 2,
     "'Parts:' lists an operators manual the buyer will not get; an instruction sits under Specifications.",
     "Parts: a sizes match operators manual."),
    (44, "r26-11", "facebook", "casual", 2,
     "'You'll find a sizes match operators manual on it' invents a manual; a care step is shown as a rundown bullet.",
     "You'll find a sizes match operators manual on it."),
    # r26-12 CCMT inserts
    (45, "r26-12", "woocommerce", "professional", 2,
     "False material: these are carbide inserts, but the body says 'made of 80° diamond' (a diamond insert is a different, far dearer product); PVD coating and steel/stainless use are missing from the body.",
     "made of 80° diamond"),
    (46, "r26-12", "bigcommerce", "luxury", 2,
     "Opens with the false material 'Fashioned from 80° diamond'; 'luxury' tone on a lathe insert.",
     "Fashioned from 80° diamond"),
    (47, "r26-12", "magento", "technical", 2,
     "A technical listing with a false 'Material: 80° diamond.'; the spec list is three bare codes labelled 'Additional features'.",
     "Material: 80° diamond."),
    (48, "r26-12", "generic", "casual", 2,
     "'lathe inserts made of 80° diamond' is false; no grade, coating or use in the body.",
     "lathe inserts made of 80° diamond"),
    # r26-13 scaffold couplers
    (49, "r26-13", "etsy", "professional", 2,
     "The competent-person safety sentence is cut in two ('Load bearing scaffolds must be designed.' ... 'Erected and inspected by a competent person.'); 'come with scaffold clips' invents contents; junk tag 'degree coupler'; 'Pallet rates' listed as a detail.",
     "Load bearing scaffolds must be designed."),
    (50, "r26-13", "amazon", "luxury", 2,
     "The SAFETY bullet is a fragment with no subject, which reads as if these couplers are inspected; 'They offer scaffold clips.' invents contents.",
     "SAFETY: Erected and inspected by a competent person."),
    (51, "r26-13", "walmart", "technical", 2,
     "A safety duty listed as a key feature; 'Parts: scaffold clips' invents contents; 'Pallet rates for 100+' shown as a feature; the safety sentence split.",
     "Parts: scaffold clips."),
    (52, "r26-13", "ebay", "casual", 2,
     "'they've got scaffold clips' invents contents; the safety sentence is split into two fragments at the end; the eBay title drops 'Zinc Plated, 22mm Nut'.",
     "they've got scaffold clips"),
    # r26-14 capacitor
    (53, "r26-14", "shopify", "professional", 2,
     "The meta says the capacitor 'comes with a photo'; the operating range '-40 to 70°C' has lost its minus sign; the opener is garbled ('is a 440V replaces 370V'); 'FAN' wrongly capitalised. The DANGER line survives word for word.",
     "comes with a photo the wiring before removing old cap."),
    (54, "r26-14", "aliexpress", "luxury", 2,
     "Temperature spec corrupted to '40 to 70°C'; the opener makes 'a photo' part of the product; purpose words 'central air conditioner', 'heat pump' are listed as details.",
     "Worth knowing: 40 to 70°C"),
    (55, "r26-14", "target", "technical", 2,
     "A technical listing with a wrong operating range; a nested, garbled parenthesis in the opener; '45+5 uF', the defining rating, is an 'Additional feature'.",
     "Notes: 40 to 70°C"),
    (56, "r26-14", "facebook", "casual", 2,
     "Garbled opener that bundles a photo; temperature spec wrong ('40 to 70°C'); DANGER line intact.",
     "a 440V replaces 370V (never the other way round) with a photo the wiring before removing old cap"),
    # r26-15 propane regulator
    (57, "r26-15", "woocommerce", "professional", 2,
     "The gas leak-check line is shredded: 'Before lighting' becomes a product detail, 'never with a flame' floats alone under Good to know, and only 'Always check for leaks with soapy water' stays in the safety box; the meta ends 'and before lighting'; 1.5kg/h, 8mm hose tail and Calor fit are missing from the body.",
     "Good to know: never with a flame."),
    (58, "r26-15", "bigcommerce", "luxury", 2,
     "'Its details in brief: BS EN 12864 as well as before lighting' turns half of the safety instruction into a detail; 'never with a flame' is cut loose from its subject.",
     "Its details in brief: BS EN 12864 as well as before lighting."),
    (59, "r26-15", "magento", "technical", 2,
     "'Before lighting' is listed under Specifications; 'Never with a flame.' stands alone; the replacement interval is labelled an 'Instruction'.",
     "Hose & jubilee clips are NOT included. Never with a flame."),
    (60, "r26-15", "generic", "casual", 2,
     "'Before lighting' is a rundown bullet; 'Never with a flame.' is cut off from 'check for leaks'; 'Quick how-to: replace every 10 years' is in the wrong role.",
     "It's NOT for caravan bulkhead systems. Hose & jubilee clips are NOT included. Never with a flame."),
    # r26-16 vape coils
    (61, "r26-16", "etsy", "professional", 4,
     "Leads with a compliance line as if it were the headline ('Importantly, they contain no nicotine'); 'Age verified at checkout' shown as a detail; the fit list (GTX 18/22, Target 80, Luxe PM40) is missing from the body; only 10 tags, including 'coil', 'Genuine', 'Luxe'.",
     "Importantly, they contain no nicotine."),
    (62, "r26-16", "amazon", "luxury", 4,
     "Bullet 1 gives the coil's PURPOSE as 'contain no nicotine'; the wattage is filed under 'PROPORTIONS'; no compatibility bullet; 'NOT for CBD oils' is missing from the bullets.",
     "ITS PURPOSE: They contain no nicotine."),
    (63, "r26-16", "walmart", "technical", 4,
     "The title drops 'GTX' from 'Fits GTX 18/22', which blurs compatibility; 'Function: they contain no nicotine.' is in the wrong role; the age-check policy is a key feature.",
     "Function: they contain no nicotine."),
    (64, "r26-16", "ebay", "casual", 4,
     "The priming instruction is filed as cosmetic care ('To keep them looking good'); the policy is shown as a rundown bullet; the eBay title drops 'Genuine'.",
     "To keep them looking good: prime coil w/ e-liquid and wait 5 mins before first use."),
    # r26-17 horse wormer
    (65, "r26-17", "shopify", "professional", 2,
     "The overdose warning is split: its reason 'as Moxidectin has a narrow safety margin' sits alone in 'Further information', away from 'Do not overdose'; the parasites (Tapeworm, Bots) are listed as product 'Details'; the POM-VPS rule is listed as a detail; the seller's capitals are changed ('Equine Wormer', 'Moxidectin').",
     "as Moxidectin has a narrow safety margin; expiry 2027 or later."),
    (66, "r26-17", "aliexpress", "luxury", 2,
     "The same split overdose warning; 'tapeworm as well as encysted small redworm' reads like contents; the side note drops 'our SQP may contact you before dispatch' as 'shipping', but it is a prescribing step. A POM-VPS medicine does not belong on AliExpress.",
     "Of note: single syringe treats up to 700kg bodyweight; dial dose by weight (weigh tape recommended); as Moxidectin has a narrow safety margin"),
    (67, "r26-17", "target", "technical", 2,
     "The same split warning; parasites and the prescription rule listed under Specifications as 'Additional features'; the same questionable side note.",
     "Notes: single syringe treats up to 700kg bodyweight; dial dose by weight (weigh tape recommended); as Moxidectin has a narrow safety margin"),
    (68, "r26-17", "facebook", "casual", 2,
     "The same split warning under a chatty 'Good to know'; parasites listed as rundown bullets; a prescription-only wormer in a casual Facebook voice.",
     "Good to know: single syringe treats up to 700kg bodyweight; dial dose by weight (weigh tape recommended); as Moxidectin has a narrow safety margin"),
    # r26-18 formicarium
    (69, "r26-18", "woocommerce", "professional", 2,
     "The meta description reads as if it ships with 'small colonies (Lasius niger...)', and the body never says 'ants NOT included' (only the queen); 6 chambers and the hydration tower are missing from the body; 'Move colony...' shown as a detail.",
     "acrylic nest and small colonies (Lasius niger, Tetramorium, Camponotus starter)"),
    (70, "r26-18", "bigcommerce", "luxury", 2,
     "'as well as small colonies (Lasius niger...)' lists live ants as contents, while the ants NOT included line is missing from the body.",
     "acrylic nest as well as small colonies (Lasius niger, Tetramorium, Camponotus starter)"),
    (71, "r26-18", "magento", "technical", 2,
     "The meta calls the species a 'specification' and joins it with 'and', so it reads as included; 'ants NOT included' is missing from the body.",
     "specifications: ant nest, ant habitat, acrylic nest and small colonies"),
    (72, "r26-18", "generic", "casual", 3,
     "Body says only 'The queen is NOT included', so the ants disclaimer is gone from the body; species list shown as a rundown bullet; the chambers and tower are never mentioned.",
     "The queen is NOT included."),
    # r26-19 weather station
    (73, "r26-19", "etsy", "professional", 4,
     "Garbled lead ('a home weather station with UV & light and a UK plug'); the rain gauge and wind speed/direction, the headline sensors, are missing from the body; junk tags 'UK plug station', 'Wireless Station'.",
     "is a home weather station with UV & light and a UK plug"),
    (74, "r26-19", "amazon", "luxury", 4,
     "Bullet 1 leads with a plug; only 4 bullets; 'WiFi 2.4GHz only (NOT 5GHz)' is buried in OF NOTE; the search terms end in 'not stations'.",
     "THE DETAILS: It offers UV & light as well as a UK plug."),
    (75, "r26-19", "walmart", "technical", 4,
     "The 'Technical specifications' section has only 'Product class'; the 2.4GHz-only limit is missing from the key features; no rain gauge in the body.",
     "Product class: home weather station"),
    (76, "r26-19", "ebay", "casual", 4,
     "'it's got UV & light, plus a UK plug' is a garbled lead; the eBay title drops WiFi and wind; no condition statement.",
     "it's got UV & light, plus a UK plug"),
    # r26-20 Ledger
    (77, "r26-20", "shopify", "professional", 3,
     "The scam warning is fused with 'NOT a leather wallet' into one nonsense sentence; 'Shoppers looking for a cold wallet will find it in' is clumsy; the seller's capitals are changed ('Bought', 'Crypto'). The NEVER-share line is kept word for word.",
     "If a phrase is already filled in it's a scam, NOT a leather wallet, does NOT hold cards or cash."),
    (78, "r26-20", "aliexpress", "luxury", 3,
     "The same fused scam sentence; coin names listed 'in the detail'; Sealed/Brand New only in the title.",
     "If a phrase is already filled in it's a scam, NOT a leather wallet, does NOT hold cards or cash. House policy"),
    (79, "r26-20", "target", "technical", 3,
     "The same fused scam sentence; 'Additional features: bitcoin' is a poor spec; no spec for screen, connectivity or chip.",
     "If a phrase is already filled in it's a scam, NOT a leather wallet, does NOT hold cards or cash. Sale policy"),
    (80, "r26-20", "facebook", "casual", 3,
     "The same fused scam sentence; otherwise faithful; no sense of why a sealed unit bought direct matters.",
     "If a phrase is already filled in it's a scam, NOT a leather wallet, does NOT hold cards or cash. Shop policy"),
    # r26-21 breathalyser
    (81, "r26-21", "woocommerce", "professional", 2,
     "Both safety sentences are broken: 'Wait 20 mins after drinking' becomes a feature bullet while 'eating or smoking' floats alone; 'Indicative only ... so never use it to decide whether you are fit to drive' is split from 'readings are a guide and NOT a legal defence'; the meta sells the wait time as a feature.",
     "eating or smoking; Indicative only; so never use it to decide whether you are fit to drive"),
    (82, "r26-21", "bigcommerce", "luxury", 2,
     "'as well as wait 20 mins after drinking' lists the wait as a detail; the same dangling 'eating or smoking' and broken fit-to-drive warning; 'morning after check' sold as a detail.",
     "10 hygienic mouthpieces incl as well as wait 20 mins after drinking"),
    (83, "r26-21", "magento", "technical", 2,
     "The waiting rule is listed under Specifications; the fit-to-drive warning is fragmented across 'Details' and 'Notes'.",
     "Details: fuel cell sensor (NOT semiconductor); England & Wales 35µg or Scotland 22µg setting; eating or smoking; Indicative only"),
    (84, "r26-21", "generic", "casual", 2,
     "The same shredded warning under a breezy 'Good to know'; 'Wait 20 mins after drinking' appears as a rundown perk.",
     "Good to know: fuel cell sensor (NOT semiconductor); England & Wales 35µg or Scotland 22µg setting; eating or smoking"),
    # r26-22 basmati
    (85, "r26-22", "etsy", "professional", 4,
     "A two-line body; the title has '| gluten free' bolted on in lower case; only 9 tags, including 'sacks' and 'gluten free sack'; nothing on flavour or cooking, the reason aged basmati costs more.",
     "The Aged Basmati Rice 10kg Sack is gluten free."),
    (86, "r26-22", "amazon", "luxury", 4,
     "Two bullets for an Amazon listing; the search terms are 'white years sacks'; 'luxury' is 'Consider the'.",
     "white years sacks"),
    (87, "r26-22", "walmart", "technical", 5,
     "Faithful but bare: five key features and one sentence; the title drops '2 Year Aged'.",
     "Feature list: aged 2 years and white rice."),
    (88, "r26-22", "ebay", "casual", 5,
     "Faithful, readable, empty: two bullets and one claim; no reason to choose this sack.",
     "Here's the Aged Basmati Rice 10kg Sack. It's gluten free."),
    # r26-23 ring resizing
    (89, "r26-23", "shopify", "professional", 3,
     "A service described as 'Made of 925 silver', and gold karats filed as 'Sold as: 9ct and 18ct', which narrows the offer to silver in the body and meta; platinum and the insured return are missing from the body.",
     "Made of 925 silver, the Ring Resizing Service by Post is a ring sizing service."),
    (90, "r26-23", "aliexpress", "luxury", 3,
     "'Rendered in 925 silver' about a service; 'As sold: 9ct and 18ct'; the side note drops the Special Delivery sending instructions as 'shipping', but they are how the service works.",
     "Rendered in 925 silver"),
    (91, "r26-23", "target", "technical", 3,
     "Gold karats labelled 'Units'; the service is tagged '925 silver'; the same unreasonable side note on how to send the ring.",
     "Units: 9ct and 18ct."),
    (92, "r26-23", "facebook", "casual", 3,
     "'a ring sizing service made of 925 silver' and 'How many: 9ct and 18ct.' are both wrong roles; platinum is missing from the body.",
     "How many: 9ct and 18ct."),
    # r26-24 iOS icons
    (93, "r26-24", "woocommerce", "professional", 4,
     "'They are made for iOS icons.' is garbled; 'Neutral' and 'iPhone aesthetic' are listed as details; sage green and beige are missing from the body. The older-iOS banner caveat and the NOT physical line are kept.",
     "They are made for iOS icons."),
    (94, "r26-24", "bigcommerce", "luxury", 4,
     "The opener 'Among the details of' is awkward; 'well suited for iOS icons' is circular; the meta gives no reason to click.",
     "They are well suited for iOS icons."),
    (95, "r26-24", "magento", "technical", 4,
     "'Intended use: for iOS icons.' is circular; the widget/wallpaper counts are given twice ('Parts' and 'Design features').",
     "Intended use: for iOS icons."),
    (96, "r26-24", "generic", "casual", 4,
     "'widget photos, plus 4 wallpapers on them' says they sit on the icons; the circular 'great for iOS icons'.",
     "You'll find 12 widget photos, plus 4 wallpapers on them."),
    # r26-25 damson jam
    (97, "r26-25", "etsy", "professional", 5,
     "All warnings are kept word for word and the 13 tags are good, but the opener is a circular 'no animal-derived ingredients, because it is vegan'; 'Shropshire' is a bare bullet; the buyer's 'w/' is left in the copy.",
     "contains no animal-derived ingredients, because it is vegan"),
    (98, "r26-25", "amazon", "luxury", 5,
     "Good: the stone and allergen lines are in a SAFETY bullet. But the lead bullet is 'NOTHING FROM ANIMALS'; 'reduced sugar - NOT sugar free' is missing from the bullets; the details bullet is a list joined by 'as well as'.",
     "NOTHING FROM ANIMALS: Vegan as it is, it contains no animal-derived ingredients."),
    (99, "r26-25", "walmart", "technical", 5,
     "The stone warning is a key feature, which is good, but the allergen line is not; the 'Technical specifications' for jam are 'Product class: plum jam' and care text already given.",
     "Product class: plum jam"),
    (100, "r26-25", "ebay", "casual", 6,
     "Sound and readable, with every warning kept in the seller's words; flat and templated ('Good to know: great w/ scones'), and the subtitle is a keyword list.",
     "Heads up: reduced sugar - NOT sugar free."),
]

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "listings.md")


def load_sections(path):
    text = open(path, encoding="utf-8").read()
    hdr = re.compile(r"^## #(\d+) (\S+) · (\S+) · (\S+)\s*$", re.M)
    ms = list(hdr.finditer(text))
    secs = {}
    for i, m in enumerate(ms):
        end = ms[i + 1].start() if i + 1 < len(ms) else len(text)
        secs[int(m.group(1))] = ((m.group(2), m.group(3), m.group(4)), text[m.start():end])
    return secs


def pct(x):
    return f"{100.0 * x:.0f}%"


def main():
    scores = [r[4] for r in R]
    n = len(R)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {pct(sum(s >= 8 for s in scores) / n)}")
    print(f"share >=6: {pct(sum(s >= 6 for s in scores) / n)}")
    print(f"share <=2: {pct(sum(s <= 2 for s in scores) / n)}")
    print("histogram:")
    for k in range(1, 11):
        c = sum(s == k for s in scores)
        print(f"  {k:>2}: {c:>3} {'#' * c}")

    def by(idx, label):
        g = OrderedDict()
        for r in R:
            g.setdefault(r[idx], []).append(r[4])
        print(f"mean by {label}:")
        for k, v in sorted(g.items(), key=lambda kv: -statistics.mean(kv[1])):
            print(f"  {k:<12} {statistics.mean(v):.2f}  (n={len(v)})")

    by(3, "tone")
    by(2, "platform")
    print("mean by product (per-listing scores):")
    g = OrderedDict()
    for r in R:
        g.setdefault(r[1], []).append((r[0], r[4]))
    for k, v in g.items():
        s = [x[1] for x in v]
        print(f"  {k}  {statistics.mean(s):.2f}  " + " ".join(f"#{a}={b}" for a, b in v))

    secs = load_sections(SRC)
    hm = qv = 0
    problems = []
    for r in R:
        no, pid, plat, tone, sc, reason, quote = r
        sec = secs.get(no)
        if sec and sec[0] == (pid, plat, tone):
            hm += 1
        else:
            problems.append(f"header mismatch #{no}: {sec[0] if sec else None} vs {(pid, plat, tone)}")
        if sec and quote in sec[1]:
            qv += 1
        else:
            problems.append(f"quote not found in #{no}: {quote!r}")
        if not (1 <= sc <= 10):
            problems.append(f"bad score #{no}")
    nos = [r[0] for r in R]
    if sorted(nos) != list(range(1, 101)):
        problems.append("listing numbers are not exactly 1..100")
    print(f"headers matched: {hm}/{n}")
    print(f"quotes verified verbatim: {qv}/{n}")
    for p in problems:
        print("  PROBLEM:", p)


if __name__ == "__main__":
    main()
