/**
 * The API's paths and their bodies, generated from the server's OpenAPI document by `npm run api:types`
 * (apps/server/src/openapi/api-types.ts; docs/decisions/0170). Do not edit: a server test fails when it is stale.
 */
export interface paths {
    "/api/alerts/phone/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Texts a code to the account’s phone to verify it for alerts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/phone/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A right code verifies the phone and turns alert texts on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favouriteAlerts: boolean;
                            phoneVerified: boolean;
                            sms: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Favourites’ alerts and texts on or off */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favouriteAlerts: boolean;
                            phoneVerified: boolean;
                            sms: boolean;
                        };
                    };
                };
            };
        };
        /** Turns favourites’ alerts and texts on or off (texts need the phone verified) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        favouriteAlerts: boolean;
                        sms: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favouriteAlerts: boolean;
                            phoneVerified: boolean;
                            sms: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The one-click unsubscribe link of an alert: a signed token, no login; an altered one is refused */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/currency-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange rates that may be shown (at most 7 days old): units per US dollar, with their day and source. The same for everyone, so it is cached; prices converted with them are indicative only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rates: {
                                currency: string;
                                perUsd: number;
                                ratedOn: string;
                                source: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export-controls/verdict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether Korea's export controls let a listing go to a country: refused, with the control and its source, when a control covers it or the listing does not say enough to clear it */
        get: {
            parameters: {
                query: {
                    countryCode: string;
                    itemNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            countryCode: string;
                            result: {
                                /** @enum {string} */
                                verdict: "clear";
                            } | {
                                control: {
                                    checkedOn: string;
                                    minEngineCc: number | null;
                                    /** Format: uri */
                                    sourceUrl: string;
                                    /** @enum {string} */
                                    status: "toVerify" | "verified";
                                    /** @enum {string} */
                                    vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                                };
                                /** @enum {string} */
                                reason: "controlled" | "unknownClass" | "unknownEngine";
                                /** @enum {string} */
                                verdict: "refused";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s favourites with their current price and status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favourites: {
                                addedAt: string;
                                itemNo: number;
                                price: number | null;
                                /** @enum {string} */
                                status: "available" | "reserved" | "sold" | "deleted";
                                thumbnail: string | null;
                                title: string;
                            }[];
                            itemNos: number[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites/{itemNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keeps a listing as a favourite (again: no change); 404 for one the user may not see */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favourites: {
                                addedAt: string;
                                itemNo: number;
                                price: number | null;
                                /** @enum {string} */
                                status: "available" | "reserved" | "sold" | "deleted";
                                thumbnail: string | null;
                                title: string;
                            }[];
                            itemNos: number[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Removes a favourite; 404 when it is not one */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favourites: {
                                addedAt: string;
                                itemNo: number;
                                price: number | null;
                                /** @enum {string} */
                                status: "available" | "reserved" | "sold" | "deleted";
                                thumbnail: string | null;
                                title: string;
                            }[];
                            itemNos: number[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourites/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a visitor’s favourites kept in the browser, at login; listings the user may not keep are left out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemNos: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            favourites: {
                                addedAt: string;
                                itemNo: number;
                                price: number | null;
                                /** @enum {string} */
                                status: "available" | "reserved" | "sold" | "deleted";
                                thumbnail: string | null;
                                title: string;
                            }[];
                            itemNos: number[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            migration: string | null;
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            migration: string | null;
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-rules/verdict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a listing may be imported into a country at its expected arrival, by the country's rule for the vehicle's class, with the rule's source and date, the arrival and transit used and the age basis; facts masked for the visitor count as unknown; portNo and vessel pick the transit (else the longest) */
        get: {
            parameters: {
                query: {
                    countryCode: string;
                    itemNo: number;
                    portNo?: number;
                    vessel?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arrival: string;
                            countryCode: string;
                            limitSourceUrl: string | null;
                            result: {
                                age: {
                                    /** @enum {string} */
                                    basis: "registration" | "registrationYear" | "year";
                                    from: string;
                                } | null;
                                conditions: "salvage"[];
                                /** @enum {string|null} */
                                vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery" | null;
                                /** @enum {string} */
                                verdict: "allowed";
                            } | {
                                age: {
                                    /** @enum {string} */
                                    basis: "registration" | "registrationYear" | "year";
                                    from: string;
                                } | null;
                                maxAgeYears: number | null;
                                reasons: ("class" | "fuel" | "salvage" | "age" | "steering")[];
                                /** @enum {string|null} */
                                steering: "left" | "right" | null;
                                /** @enum {string|null} */
                                vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery" | null;
                                /** @enum {string} */
                                verdict: "notAllowed";
                            } | {
                                age: {
                                    /** @enum {string} */
                                    basis: "registration" | "registrationYear" | "year";
                                    from: string;
                                } | null;
                                /** @enum {string} */
                                check: "noRule" | "unknownClass" | "classNotCovered" | "classCheck" | "specialPurposeOnly" | "unknownFacts" | "authority";
                                unknown: ("weight" | "fuel" | "age" | "steering")[];
                                /** @enum {string|null} */
                                vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery" | null;
                                /** @enum {string} */
                                verdict: "check";
                            };
                            rule: {
                                /** @default  */
                                arNote: string;
                                checkedOn: string | null;
                                /** @default  */
                                engNote: string;
                                /** @default  */
                                esNote: string;
                                /** @default  */
                                fraNote: string;
                                /** @default  */
                                note: string;
                                /** @default  */
                                ruNote: string;
                                /** Format: uri */
                                sourceUrl: string;
                                /** @enum {string} */
                                status: "toVerify" | "verified";
                            } | null;
                            transit: {
                                /** @enum {string} */
                                basis: "table" | "default";
                                days: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/arrival": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The arrival side of the own inquiry: pictures, window, report and outcome */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            report: {
                                categories: ("bodyDamage" | "missingParts" | "mileage" | "differentVehicle")[];
                                /** @enum {string|null} */
                                outcome: "noDifference" | "confirmed" | null;
                                outcomeAt: string | null;
                                outcomeNote: string | null;
                                reportedAt: string;
                                text: string;
                            } | null;
                            windowEndsAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/arrival/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One arrival picture of the own inquiry */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                    slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Upload one arrival picture within 14 days of arrival (multipart `file`) */
        post: {
            parameters: {
                query: {
                    ilNo: number;
                    slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            report: {
                                categories: ("bodyDamage" | "missingParts" | "mileage" | "differentVehicle")[];
                                /** @enum {string|null} */
                                outcome: "noDifference" | "confirmed" | null;
                                outcomeAt: string | null;
                                outcomeNote: string | null;
                                reportedAt: string;
                                text: string;
                            } | null;
                            windowEndsAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/arrival/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report differences found at arrival, by category, with a text (once, within 14 days) */
        post: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categories: ("bodyDamage" | "missingParts" | "mileage" | "differentVehicle")[];
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            report: {
                                categories: ("bodyDamage" | "missingParts" | "mileage" | "differentVehicle")[];
                                /** @enum {string|null} */
                                outcome: "noDifference" | "confirmed" | null;
                                outcomeAt: string | null;
                                outcomeNote: string | null;
                                reportedAt: string;
                                text: string;
                            } | null;
                            windowEndsAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/car-custom-shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's custom car and quotation requests with staff's replies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ccsNo: number;
                            country: {
                                arCountryName: string;
                                countryCode: string;
                                countryName: string;
                                engCountryName: string;
                                esCountryName: string;
                                fraCountryName: string;
                                ruCountryName: string;
                            } | null;
                            createdAt: string;
                            images: number;
                            itemNo: number | null;
                            /** @enum {string} */
                            kind: "vehicle" | "quote";
                            repliedAt: string | null;
                            reply: string | null;
                            request: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** A custom car request: the buyer describes a vehicle not listed yet */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        bodyName?: string;
                        /** @default  */
                        capacity?: string;
                        /** @default  */
                        colorName?: string;
                        /** @default  */
                        description?: string;
                        /** @default  */
                        detailModelName?: string;
                        /** @default  */
                        driveName?: string;
                        /** @default  */
                        fuelName?: string;
                        mainContact: string;
                        makerName: string;
                        maxPrice?: number;
                        maxYear?: number;
                        minPrice?: number;
                        minYear?: number;
                        /** @default  */
                        modelName?: string;
                        passengersCount?: number;
                        /** @default  */
                        subContact?: string;
                        /** @default  */
                        transmissionName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ccsNo: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/car-custom-shop-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pictures for a custom car request (multipart: ccsNo, images in imageList; 10 MB each, 10 at most) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ccsNo: number;
                            images: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/carpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carpay: the inquiries in payment, from invoice issued to deposit confirmed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries (ISO 3166-1) with localized names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arCountryName: string;
                            countryCode: string;
                            countryName: string;
                            countryNo: number;
                            engCountryName: string;
                            esCountryName: string;
                            fraCountryName: string;
                            ruCountryName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/customs-assessment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's own customs assessment: file, recorded amount and estimate (404 for another's) */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actualAmount: number | null;
                            arrived: boolean;
                            countryCode: string;
                            errorPct: number | null;
                            estimateHigh: number | null;
                            estimateLow: number | null;
                            fileName: string | null;
                            ilNo: number;
                            recordedAt: string | null;
                            uploadedAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Upload the customs assessment after arrival (multipart `file`: PDF or image; one per inquiry) */
        post: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actualAmount: number | null;
                            arrived: boolean;
                            countryCode: string;
                            errorPct: number | null;
                            estimateHigh: number | null;
                            estimateLow: number | null;
                            fileName: string | null;
                            ilNo: number;
                            recordedAt: string | null;
                            uploadedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/customs-assessment/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the own customs assessment */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inquiry of the buyer with its history */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            contents: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            history: {
                                /** @enum {string} */
                                actor: "buyer" | "staff" | "system";
                                createdAt: string;
                                fromState: number | null;
                                note: string | null;
                                toState: number;
                            }[];
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a purchase inquiry; prices are computed by the server (409 codeNumber 1 duplicate, 2 not for sale) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contents: string;
                        importAcknowledged?: boolean;
                        itemList: {
                            askFlag?: boolean;
                            itemNo: number;
                            price?: number;
                            smvpNo: number;
                            terms?: string;
                        }[];
                        selectCountry: number;
                        selectPort: number;
                        userConsigneeAddress: string;
                        userConsigneeName: string;
                        userDocumentAddress: string;
                        userEmail: string;
                        userName: string;
                        userNo?: number;
                        userPhone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ilNo: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current invoice of an inquiry as a PDF in the request's language, with its verification QR code (409 once it has expired) */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's inquiries (search by IQ or CB number) with counts for total, to do, proceed and complete */
        get: {
            parameters: {
                query?: {
                    hidden?: "true" | "false";
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                complete: number;
                                proceed: number;
                                toDo: number;
                                total: number;
                            };
                            list: {
                                answer: {
                                    answeredAt: string;
                                    finalPrice: number;
                                    remarks: string;
                                    terms: string;
                                } | null;
                                arCountryName: string;
                                arPortName: string;
                                countryCode: string;
                                countryName: string;
                                createdAt: string;
                                engCountryName: string;
                                engPortName: string;
                                esCountryName: string;
                                esPortName: string;
                                fraCountryName: string;
                                fraPortName: string;
                                ilNo: number;
                                invoice: {
                                    amount: number;
                                    bankAccount: string;
                                    confirmedAt: string | null;
                                    depositDeadline: string;
                                    invoiceNo: number;
                                    issuedAt: string;
                                    number: string;
                                    verificationCode: string;
                                } | null;
                                items: {
                                    arVesselName: string | null;
                                    askFlag: boolean;
                                    category: number;
                                    chassisNo: string;
                                    detailModel: string | null;
                                    engDetailModel: string | null;
                                    engMaker: string;
                                    engModel: string;
                                    engVesselName: string | null;
                                    esVesselName: string | null;
                                    fraVesselName: string | null;
                                    freightFee: number | null;
                                    importNotAllowed: boolean;
                                    itemNo: number;
                                    itemPrice: number;
                                    maker: string;
                                    model: string;
                                    ruVesselName: string | null;
                                    sellPrice: number;
                                    smvpNo: number;
                                    terms: string | null;
                                    thumbnail: string | null;
                                    totalPrice: number | null;
                                    vessel: string | null;
                                    vesselName: string | null;
                                    year: number;
                                }[];
                                managerName: string | null;
                                portName: string;
                                receipts: {
                                    contentType: string;
                                    fileName: string;
                                    receiptNo: number;
                                    rejectReason: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "accepted" | "rejected";
                                    uploadedAt: string;
                                }[];
                                ruCountryName: string;
                                ruPortName: string;
                                state: number;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/loading-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loading set of the buyer's own inquiry (404 for anyone else's) */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            sealedAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/loading-set/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file of the own loading set */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                    slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/port": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ports of a destination country */
        get: {
            parameters: {
                query: {
                    countryNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arPortName: string;
                            countryNo: number;
                            engPortName: string;
                            esPortName: string;
                            fraPortName: string;
                            portName: string;
                            portNo: number;
                            ruPortName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/quote-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask staff for a price of a listed vehicle to a country no port of ours serves (docs/decisions/0075) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        contents?: string;
                        itemNo: number;
                        selectCountry: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ccsNo: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/remittance-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload T/T receipts (multipart: tilNo = invoice number, files in `list`; images or PDF, 10 MB each) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/seller-rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's own rating of the inquiry's seller and whether they may give one */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mayRate: boolean;
                            rating: {
                                ratedAt: string;
                                score: number;
                                text: string;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Rate the seller 1-5 with a short text: once per inquiry, after the shipment is released */
        post: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        score: number;
                        /** @default  */
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mayRate: boolean;
                            rating: {
                                ratedAt: string;
                                score: number;
                                text: string;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's own shipment timeline, ETA, courier and documents (404 for anyone else's inquiry) */
        get: {
            parameters: {
                query: {
                    ilNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            courier: string | null;
                            documents: {
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "blCopy" | "exportCertificate" | "invoice";
                                uploadedAt: string;
                            }[];
                            eta: string | null;
                            events: {
                                at: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                kind: "step" | "eta";
                                on: string;
                                reason: string | null;
                                /** @enum {string|null} */
                                step: "booked" | "loaded" | "departed" | "arrived" | "billOfLading" | "documentsSent" | "released" | null;
                            }[];
                            ilNo: number;
                            step: number;
                            trackingNumber: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/shipment-documents/{docNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a document of the buyer's own shipment (404 for anyone else's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    docNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/shipment-places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where each of the buyer's booked cars is: shipment step and ETA per inquiry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            eta: string | null;
                            ilNo: number;
                            step: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel, request the invoice, confirm it, ask for a reissue, or remove finished inquiries; all or nothing */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        updateList: {
                            /** @enum {string} */
                            action: "cancel" | "requestInvoice" | "confirmInvoice" | "requestReissue" | "remove" | "restore";
                            ilNo: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                complete: number;
                                proceed: number;
                                toDo: number;
                                total: number;
                            };
                            list: {
                                answer: {
                                    answeredAt: string;
                                    finalPrice: number;
                                    remarks: string;
                                    terms: string;
                                } | null;
                                arCountryName: string;
                                arPortName: string;
                                countryCode: string;
                                countryName: string;
                                createdAt: string;
                                engCountryName: string;
                                engPortName: string;
                                esCountryName: string;
                                esPortName: string;
                                fraCountryName: string;
                                fraPortName: string;
                                ilNo: number;
                                invoice: {
                                    amount: number;
                                    bankAccount: string;
                                    confirmedAt: string | null;
                                    depositDeadline: string;
                                    invoiceNo: number;
                                    issuedAt: string;
                                    number: string;
                                    verificationCode: string;
                                } | null;
                                items: {
                                    arVesselName: string | null;
                                    askFlag: boolean;
                                    category: number;
                                    chassisNo: string;
                                    detailModel: string | null;
                                    engDetailModel: string | null;
                                    engMaker: string;
                                    engModel: string;
                                    engVesselName: string | null;
                                    esVesselName: string | null;
                                    fraVesselName: string | null;
                                    freightFee: number | null;
                                    importNotAllowed: boolean;
                                    itemNo: number;
                                    itemPrice: number;
                                    maker: string;
                                    model: string;
                                    ruVesselName: string | null;
                                    sellPrice: number;
                                    smvpNo: number;
                                    terms: string | null;
                                    thumbnail: string | null;
                                    totalPrice: number | null;
                                    vessel: string | null;
                                    vesselName: string | null;
                                    year: number;
                                }[];
                                managerName: string | null;
                                portName: string;
                                receipts: {
                                    contentType: string;
                                    fileName: string;
                                    receiptNo: number;
                                    rejectReason: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "accepted" | "rejected";
                                    uploadedAt: string;
                                }[];
                                ruCountryName: string;
                                ruPortName: string;
                                state: number;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/user-consignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s consignees, the default first */
        get: {
            parameters: {
                query?: {
                    userNo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flag: 0 | 1;
                            requirement: string;
                            uciNo: number;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquirys/vessel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vessel offers to a port, priced for the item (its stored freight class and volume; no price for whoever the detail page masks); cfvtNo is accepted for compatibility and ignored */
        get: {
            parameters: {
                query: {
                    cfvtNo?: number;
                    itemNo: number;
                    portNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arTermsName: string;
                            arVesselName: string;
                            askFlag: boolean;
                            count: number;
                            engTermsName: string;
                            engVesselName: string;
                            esTermsName: string;
                            esVesselName: string;
                            fraTermsName: string;
                            fraVesselName: string;
                            ruTermsName: string;
                            ruVesselName: string;
                            smvpNo: number;
                            terms: string;
                            termsName: string;
                            totalPrice: number | null;
                            vessel: string;
                            vesselName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/{itemNo}/condition/documents/{docNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An original of the record, for members who may see the listing, its seller and staff */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    docNo: number;
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/capacity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Load capacities of a detail form */
        get: {
            parameters: {
                query: {
                    formDetail: number;
                    upload?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arCapacityName: string;
                            capacityName: string;
                            capacityNo: number;
                            engCapacityName: string;
                            esCapacityName: string;
                            formDetailNo: number;
                            fraCapacityName: string;
                            ruCapacityName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/car-custom-shop-detail-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail models of a car model, by English maker and model names */
        get: {
            parameters: {
                query: {
                    makerName: string;
                    modelName: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arDetailModel: string;
                            arProductName: string;
                            cc: number;
                            cfvtNo: number;
                            detailModel: string;
                            detailModelNo: number;
                            door: number;
                            engDetailModel: string;
                            engProductName: string;
                            esDetailModel: string;
                            esProductName: string;
                            fraDetailModel: string;
                            fraProductName: string;
                            fuelNo: number;
                            height: number;
                            length: number;
                            lineCbm: number;
                            modelNo: number;
                            productName: string;
                            productNo: number;
                            ruDetailModel: string;
                            ruProductName: string;
                            seats: number;
                            weight: number;
                            width: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/car-custom-shop-maker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Car makers for the custom car request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arMaker: string;
                            engMaker: string;
                            esMaker: string;
                            fraMaker: string;
                            maker: string;
                            makerNo: number;
                            ruMaker: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/car-custom-shop-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Car models of a maker, by English maker name */
        get: {
            parameters: {
                query: {
                    makerName: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arModel: string;
                            cfvtNo: number | null;
                            engModel: string;
                            esModel: string;
                            fraModel: string;
                            lineCbm: number | null;
                            makerNo: number;
                            model: string;
                            modelNo: number;
                            ruModel: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/chassisno": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a chassis number may be registered (true = usable) */
        get: {
            parameters: {
                query: {
                    chassisNo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/colors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The colors list with localized names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            colorCode: string | null;
                            colorNo: number;
                        } & {
                            [key: string]: string;
                        })[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Commission tiers by sell price */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            commission: number;
                            endPrice: number;
                            startPrice: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/condition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's inspection record, history and originals (masked for a visitor who must log in) */
        get: {
            parameters: {
                query: {
                    itemNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                contentType: string;
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "inspection" | "history";
                                uploadedAt: string;
                            }[];
                            history: {
                                commercial: boolean;
                                flood: boolean;
                                mileage: {
                                    km: number;
                                    readOn: string;
                                    rollback: boolean;
                                    source: string;
                                }[];
                                otherClaims: number;
                                otherClaimsWon: number;
                                ownClaims: number;
                                ownClaimsWon: number;
                                ownerChanges: number;
                                rental: boolean;
                                theft: boolean;
                                totalLoss: boolean;
                            } | null;
                            inspection: {
                                fire: boolean;
                                flood: boolean;
                                frameDamage: boolean;
                                inspectedOn: string;
                                inspector: string;
                                odometerKm: number;
                                panels: {
                                    /** @enum {string} */
                                    mark: "exchanged" | "welded" | "sheetMetal" | "painted";
                                    /** @enum {string} */
                                    panel: "hood" | "frontFenderLeft" | "frontFenderRight" | "frontDoorLeft" | "frontDoorRight" | "rearDoorLeft" | "rearDoorRight" | "trunkLid" | "radiatorSupport" | "roofPanel" | "quarterPanelLeft" | "quarterPanelRight" | "sideSillLeft" | "sideSillRight" | "frontPanel" | "crossMember" | "insidePanelLeft" | "insidePanelRight" | "frontWheelHouseLeft" | "frontWheelHouseRight" | "rearWheelHouseLeft" | "rearWheelHouseRight" | "pillarLeft" | "pillarRight" | "dashPanel" | "floorPanel" | "trunkFloor" | "rearPanel";
                                }[];
                                systems: {
                                    /** @enum {string} */
                                    state: "good" | "minorLeak" | "leak" | "defective" | "notApplicable";
                                    /** @enum {string} */
                                    system: "engine" | "transmission" | "powerTrain" | "steering" | "brakes" | "electrical" | "fuel" | "highVoltage";
                                }[];
                                tuning: boolean;
                            } | null;
                            itemNo: number;
                            masked: boolean;
                            /** @enum {string} */
                            state: "declared" | "verified";
                            updatedAt: string | null;
                            verifiedAt: string | null;
                            verifiedBy: string | null;
                        };
                    };
                };
            };
        };
        /** The seller's inspection record and history of their listing (declared until staff verify it) */
        put: {
            parameters: {
                query: {
                    itemNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        history: {
                            commercial: boolean;
                            flood: boolean;
                            mileage: {
                                km: number;
                                readOn: string;
                                source: string;
                            }[];
                            otherClaims: number;
                            otherClaimsWon: number;
                            ownClaims: number;
                            ownClaimsWon: number;
                            ownerChanges: number;
                            rental: boolean;
                            theft: boolean;
                            totalLoss: boolean;
                        } | null;
                        inspection: {
                            fire: boolean;
                            flood: boolean;
                            frameDamage: boolean;
                            inspectedOn: string;
                            inspector: string;
                            odometerKm: number;
                            panels: {
                                /** @enum {string} */
                                mark: "exchanged" | "welded" | "sheetMetal" | "painted";
                                /** @enum {string} */
                                panel: "hood" | "frontFenderLeft" | "frontFenderRight" | "frontDoorLeft" | "frontDoorRight" | "rearDoorLeft" | "rearDoorRight" | "trunkLid" | "radiatorSupport" | "roofPanel" | "quarterPanelLeft" | "quarterPanelRight" | "sideSillLeft" | "sideSillRight" | "frontPanel" | "crossMember" | "insidePanelLeft" | "insidePanelRight" | "frontWheelHouseLeft" | "frontWheelHouseRight" | "rearWheelHouseLeft" | "rearWheelHouseRight" | "pillarLeft" | "pillarRight" | "dashPanel" | "floorPanel" | "trunkFloor" | "rearPanel";
                            }[];
                            systems: {
                                /** @enum {string} */
                                state: "good" | "minorLeak" | "leak" | "defective" | "notApplicable";
                                /** @enum {string} */
                                system: "engine" | "transmission" | "powerTrain" | "steering" | "brakes" | "electrical" | "fuel" | "highVoltage";
                            }[];
                            tuning: boolean;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                contentType: string;
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "inspection" | "history";
                                uploadedAt: string;
                            }[];
                            history: {
                                commercial: boolean;
                                flood: boolean;
                                mileage: {
                                    km: number;
                                    readOn: string;
                                    rollback: boolean;
                                    source: string;
                                }[];
                                otherClaims: number;
                                otherClaimsWon: number;
                                ownClaims: number;
                                ownClaimsWon: number;
                                ownerChanges: number;
                                rental: boolean;
                                theft: boolean;
                                totalLoss: boolean;
                            } | null;
                            inspection: {
                                fire: boolean;
                                flood: boolean;
                                frameDamage: boolean;
                                inspectedOn: string;
                                inspector: string;
                                odometerKm: number;
                                panels: {
                                    /** @enum {string} */
                                    mark: "exchanged" | "welded" | "sheetMetal" | "painted";
                                    /** @enum {string} */
                                    panel: "hood" | "frontFenderLeft" | "frontFenderRight" | "frontDoorLeft" | "frontDoorRight" | "rearDoorLeft" | "rearDoorRight" | "trunkLid" | "radiatorSupport" | "roofPanel" | "quarterPanelLeft" | "quarterPanelRight" | "sideSillLeft" | "sideSillRight" | "frontPanel" | "crossMember" | "insidePanelLeft" | "insidePanelRight" | "frontWheelHouseLeft" | "frontWheelHouseRight" | "rearWheelHouseLeft" | "rearWheelHouseRight" | "pillarLeft" | "pillarRight" | "dashPanel" | "floorPanel" | "trunkFloor" | "rearPanel";
                                }[];
                                systems: {
                                    /** @enum {string} */
                                    state: "good" | "minorLeak" | "leak" | "defective" | "notApplicable";
                                    /** @enum {string} */
                                    system: "engine" | "transmission" | "powerTrain" | "steering" | "brakes" | "electrical" | "fuel" | "highVoltage";
                                }[];
                                tuning: boolean;
                            } | null;
                            itemNo: number;
                            masked: boolean;
                            /** @enum {string} */
                            state: "declared" | "verified";
                            updatedAt: string | null;
                            verifiedAt: string | null;
                            verifiedBy: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/condition/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an original (multipart `kind`: inspection or history, `file`: PDF or picture) */
        post: {
            parameters: {
                query: {
                    itemNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                contentType: string;
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "inspection" | "history";
                                uploadedAt: string;
                            }[];
                            history: {
                                commercial: boolean;
                                flood: boolean;
                                mileage: {
                                    km: number;
                                    readOn: string;
                                    rollback: boolean;
                                    source: string;
                                }[];
                                otherClaims: number;
                                otherClaimsWon: number;
                                ownClaims: number;
                                ownClaimsWon: number;
                                ownerChanges: number;
                                rental: boolean;
                                theft: boolean;
                                totalLoss: boolean;
                            } | null;
                            inspection: {
                                fire: boolean;
                                flood: boolean;
                                frameDamage: boolean;
                                inspectedOn: string;
                                inspector: string;
                                odometerKm: number;
                                panels: {
                                    /** @enum {string} */
                                    mark: "exchanged" | "welded" | "sheetMetal" | "painted";
                                    /** @enum {string} */
                                    panel: "hood" | "frontFenderLeft" | "frontFenderRight" | "frontDoorLeft" | "frontDoorRight" | "rearDoorLeft" | "rearDoorRight" | "trunkLid" | "radiatorSupport" | "roofPanel" | "quarterPanelLeft" | "quarterPanelRight" | "sideSillLeft" | "sideSillRight" | "frontPanel" | "crossMember" | "insidePanelLeft" | "insidePanelRight" | "frontWheelHouseLeft" | "frontWheelHouseRight" | "rearWheelHouseLeft" | "rearWheelHouseRight" | "pillarLeft" | "pillarRight" | "dashPanel" | "floorPanel" | "trunkFloor" | "rearPanel";
                                }[];
                                systems: {
                                    /** @enum {string} */
                                    state: "good" | "minorLeak" | "leak" | "defective" | "notApplicable";
                                    /** @enum {string} */
                                    system: "engine" | "transmission" | "powerTrain" | "steering" | "brakes" | "electrical" | "fuel" | "highVoltage";
                                }[];
                                tuning: boolean;
                            } | null;
                            itemNo: number;
                            masked: boolean;
                            /** @enum {string} */
                            state: "declared" | "verified";
                            updatedAt: string | null;
                            verifiedAt: string | null;
                            verifiedBy: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/condition/documents/{docNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an original of the own listing (the record is declared again) */
        delete: {
            parameters: {
                query: {
                    itemNo: number;
                };
                header?: never;
                path: {
                    docNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                contentType: string;
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "inspection" | "history";
                                uploadedAt: string;
                            }[];
                            history: {
                                commercial: boolean;
                                flood: boolean;
                                mileage: {
                                    km: number;
                                    readOn: string;
                                    rollback: boolean;
                                    source: string;
                                }[];
                                otherClaims: number;
                                otherClaimsWon: number;
                                ownClaims: number;
                                ownClaimsWon: number;
                                ownerChanges: number;
                                rental: boolean;
                                theft: boolean;
                                totalLoss: boolean;
                            } | null;
                            inspection: {
                                fire: boolean;
                                flood: boolean;
                                frameDamage: boolean;
                                inspectedOn: string;
                                inspector: string;
                                odometerKm: number;
                                panels: {
                                    /** @enum {string} */
                                    mark: "exchanged" | "welded" | "sheetMetal" | "painted";
                                    /** @enum {string} */
                                    panel: "hood" | "frontFenderLeft" | "frontFenderRight" | "frontDoorLeft" | "frontDoorRight" | "rearDoorLeft" | "rearDoorRight" | "trunkLid" | "radiatorSupport" | "roofPanel" | "quarterPanelLeft" | "quarterPanelRight" | "sideSillLeft" | "sideSillRight" | "frontPanel" | "crossMember" | "insidePanelLeft" | "insidePanelRight" | "frontWheelHouseLeft" | "frontWheelHouseRight" | "rearWheelHouseLeft" | "rearWheelHouseRight" | "pillarLeft" | "pillarRight" | "dashPanel" | "floorPanel" | "trunkFloor" | "rearPanel";
                                }[];
                                systems: {
                                    /** @enum {string} */
                                    state: "good" | "minorLeak" | "leak" | "defective" | "notApplicable";
                                    /** @enum {string} */
                                    system: "engine" | "transmission" | "powerTrain" | "steering" | "brakes" | "electrical" | "fuel" | "highVoltage";
                                }[];
                                tuning: boolean;
                            } | null;
                            itemNo: number;
                            masked: boolean;
                            /** @enum {string} */
                            state: "declared" | "verified";
                            updatedAt: string | null;
                            verifiedAt: string | null;
                            verifiedBy: string | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves an own item to the top of the lists (updateDate = now) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemNo: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            itemNo: number;
                            updateDate: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/detail-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail models (trims) of a car model in a year, with the product, size, weight, cfvtNo and lineCbm they fill */
        get: {
            parameters: {
                query: {
                    maker: number;
                    model: number;
                    year?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arDetailModel: string;
                            arProductName: string;
                            cc: number;
                            cfvtNo: number;
                            detailModel: string;
                            detailModelNo: number;
                            door: number;
                            engDetailModel: string;
                            engProductName: string;
                            esDetailModel: string;
                            esProductName: string;
                            fraDetailModel: string;
                            fraProductName: string;
                            fuelNo: number;
                            height: number;
                            length: number;
                            lineCbm: number;
                            modelNo: number;
                            productName: string;
                            productNo: number;
                            ruDetailModel: string;
                            ruProductName: string;
                            seats: number;
                            weight: number;
                            width: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/drives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Drives with localized names: of one category (with those every category has, 4WD), or all */
        get: {
            parameters: {
                query?: {
                    category?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arDriveName: string;
                            driveName: string;
                            driveNo: number;
                            engDriveName: string;
                            esDriveName: string;
                            fraDriveName: string;
                            ruDriveName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The listing a stock number (CB123) or a chassis number names, for the header search; chassis numbers only for those who may see them (404 otherwise, as for no match) */
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            itemNo: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks own items normal (0), deleted (1), reserved (2) or sold (3); all of the list or none */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        list: {
                            flag: 0 | 1 | 2 | 3;
                            itemNo: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/form-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detail forms of a form */
        get: {
            parameters: {
                query: {
                    form: number;
                    upload?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arFormDetailName: string;
                            engFormDetailName: string;
                            esFormDetailName: string;
                            formDetailName: string;
                            formDetailNo: number;
                            formNo: number;
                            fraFormDetailName: string;
                            ruFormDetailName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forms of special vehicles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arFormName: string;
                            engFormName: string;
                            esFormName: string;
                            formName: string;
                            formNo: number;
                            fraFormName: string;
                            ruFormName: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/fuels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fuels list with localized names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            fuelNo: number;
                        } & {
                            [key: string]: string;
                        })[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A zip (CB{itemNo}.zip) of all original pictures of a listing; partner users only */
        get: {
            parameters: {
                query: {
                    itemNo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Reorders, removes and adds pictures (fields carNo = itemNo, category, order 'p<pictureNo>,f<file>,...'; files imageList) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pictureIndex: number;
                            pictureMiniName: string;
                            pictureNo: number;
                            pictureWatermarkName: string;
                        }[];
                    };
                };
            };
        };
        /** Adds pictures (fields itemNo, category; files imageList, up to 10 per request, 30 per item, 10 MB each, JPEG, PNG or WebP) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pictureIndex: number;
                            pictureMiniName: string;
                            pictureNo: number;
                            pictureWatermarkName: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates an own car (not its chassis number); `version` must be the stored one, else 409 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        carNo?: number;
                        itemInfo: {
                            cc?: number | string;
                            color?: number | string;
                            detailModel?: number | string;
                            discountPrice?: number | string | (never | null);
                            door?: number | string;
                            drive?: number | string;
                            fuel?: number | string;
                            grade?: string | null;
                            handle?: number | string;
                            height?: number | string;
                            initialRegister?: string | null;
                            length?: number | string;
                            location?: number | string;
                            maker?: number | string;
                            mileage?: number | string | (never | null);
                            model?: number | string;
                            /** @default false */
                            partners?: boolean;
                            power?: number | string | (never | null);
                            product?: number | string;
                            /** @default false */
                            salvage?: boolean;
                            seats?: number | string;
                            /** @default false */
                            secret?: boolean;
                            sellPrice?: number | string;
                            transmission?: number | string;
                            weight?: number | string;
                            width?: number | string;
                            year?: number | string;
                            youtube?: string | null;
                        };
                        itemNo: number;
                        /** @default [] */
                        itemOptionInside?: {
                            flag: boolean;
                            optionNo: number;
                        }[];
                        /** @default [] */
                        itemOptionOutside?: {
                            flag: boolean;
                            optionNo: number;
                        }[];
                        /** @default [] */
                        itemOptionSafe?: {
                            flag: boolean;
                            optionNo: number;
                        }[];
                        /** @default [] */
                        itemUnderStatus?: {
                            flag: number;
                            underNo: number;
                        }[];
                        /** @default [] */
                        itemWorkingStatus?: {
                            flag: number;
                            workingNo: number;
                        }[];
                        pictures?: string[];
                        userNo?: number;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carInfoNo: number;
                            itemNo: number;
                            version: number;
                        };
                    };
                };
            };
        };
        /** Registers a car with its options and condition; the chassis number must be unused */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemInfo: {
                            cc?: number | string;
                            chassisNo: string;
                            color?: number | string;
                            detailModel?: number | string;
                            discountPrice?: number | string | (never | null);
                            door?: number | string;
                            drive?: number | string;
                            fuel?: number | string;
                            grade?: string | null;
                            handle?: number | string;
                            height?: number | string;
                            initialRegister?: string | null;
                            length?: number | string;
                            location?: number | string;
                            maker?: number | string;
                            mileage?: number | string | (never | null);
                            model?: number | string;
                            /** @default false */
                            partners?: boolean;
                            power?: number | string | (never | null);
                            product?: number | string;
                            /** @default false */
                            salvage?: boolean;
                            seats?: number | string;
                            /** @default false */
                            secret?: boolean;
                            sellPrice?: number | string;
                            transmission?: number | string;
                            weight?: number | string;
                            width?: number | string;
                            year?: number | string;
                            youtube?: string | null;
                        };
                        /** @default [] */
                        itemOptionInside?: {
                            flag: boolean;
                            optionNo: number;
                        }[];
                        /** @default [] */
                        itemOptionOutside?: {
                            flag: boolean;
                            optionNo: number;
                        }[];
                        /** @default [] */
                        itemOptionSafe?: {
                            flag: boolean;
                            optionNo: number;
                        }[];
                        /** @default [] */
                        itemUnderStatus?: {
                            flag: number;
                            underNo: number;
                        }[];
                        /** @default [] */
                        itemWorkingStatus?: {
                            flag: number;
                            workingNo: number;
                        }[];
                        pictures?: string[];
                        userNo?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carInfoNo: number;
                            itemNo: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The locations list with localized names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            locationNo: number;
                        } & {
                            [key: string]: string;
                        })[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/maker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Car makers with models in a year (all car makers without a year) */
        get: {
            parameters: {
                query?: {
                    year?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arMaker: string;
                            engMaker: string;
                            esMaker: string;
                            fraMaker: string;
                            maker: string;
                            makerNo: number;
                            ruMaker: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/makers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All makers of a category (1 car, 2 special) */
        get: {
            parameters: {
                query: {
                    category: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arMaker: string;
                            engMaker: string;
                            esMaker: string;
                            fraMaker: string;
                            maker: string;
                            makerNo: number;
                            ruMaker: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/memo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The seller's own note on an item */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemNo: number;
                        memo: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Car models of a maker in a year */
        get: {
            parameters: {
                query: {
                    maker: number;
                    year?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arModel: string;
                            cfvtNo: number | null;
                            engModel: string;
                            esModel: string;
                            fraModel: string;
                            lineCbm: number | null;
                            makerNo: number;
                            model: string;
                            modelNo: number;
                            ruModel: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/my-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One own item as the update form loads it (404 for anyone else) */
        get: {
            parameters: {
                query: {
                    itemNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carInfoNo: number;
                            category: number;
                            commission: number;
                            flag: number;
                            itemInfo: {
                                capacity: number | null;
                                cc: number | null;
                                cfvtNo: number;
                                chassisNo: string;
                                color: number;
                                detailModel: number | null;
                                discountPrice: number | null;
                                door: number | null;
                                drive: number | null;
                                form: number | null;
                                formDetail: number | null;
                                fuel: number;
                                grade: string | null;
                                handle: number | null;
                                height: number;
                                initialRegister: string | null;
                                length: number;
                                lineCbm: number;
                                location: number;
                                maker: number;
                                mileage: number | null;
                                model: number;
                                partners: boolean;
                                power: number | null;
                                product: number | null;
                                salvage: boolean;
                                seats: number | null;
                                secret: boolean;
                                sellPrice: number;
                                transmission: number;
                                weight: number;
                                width: number;
                                year: number;
                                youtube: string | null;
                            };
                            itemNo: number;
                            itemOptions: number[];
                            itemPicture: {
                                pictureIndex: number;
                                pictureMiniName: string;
                                pictureNo: number;
                                pictureWatermarkName: string;
                            }[];
                            itemUnderStatus: {
                                flag: number;
                                underNo: number;
                            }[];
                            itemWorkingStatus: {
                                flag: number;
                                workingNo: number;
                            }[];
                            version: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/my-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's listings for the management page: search, status, maker/model filter, paging */
        get: {
            parameters: {
                query?: {
                    category?: number;
                    flag?: number;
                    keyword?: string;
                    maker?: number;
                    model?: number;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                arMaker: string;
                                arModel: string;
                                category: number;
                                chassisNo: string;
                                commission: number;
                                createdAt: string;
                                deleteReason: string | null;
                                discountPrice: number | null;
                                engMaker: string;
                                engModel: string;
                                esMaker: string;
                                esModel: string;
                                flag: number;
                                fraMaker: string;
                                fraModel: string;
                                itemNo: number;
                                maker: string;
                                markets: {
                                    eligible: number;
                                    of: number;
                                };
                                memo: string | null;
                                model: string;
                                partners: boolean;
                                ruMaker: string;
                                ruModel: string;
                                secret: boolean;
                                sellPrice: number;
                                thumbnail: string | null;
                                updateDate: string;
                                updateViews: number;
                                version: number;
                                year: number;
                            }[];
                            page: number;
                            size: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/my-maker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Makers of the seller's own listings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arMaker: string;
                            engMaker: string;
                            esMaker: string;
                            fraMaker: string;
                            maker: string;
                            makerNo: number;
                            ruMaker: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/my-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Models of the seller's own listings of a maker */
        get: {
            parameters: {
                query: {
                    maker: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arModel: string;
                            cfvtNo: number | null;
                            engModel: string;
                            esModel: string;
                            fraModel: string;
                            lineCbm: number | null;
                            makerNo: number;
                            model: string;
                            modelNo: number;
                            ruModel: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Option and condition entries of the car form */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            itemOptionInside: {
                                arOptionName: string;
                                engOptionName: string;
                                esOptionName: string;
                                fraOptionName: string;
                                optionName: string;
                                optionNo: number;
                                ruOptionName: string;
                            }[];
                            itemOptionOutside: {
                                arOptionName: string;
                                engOptionName: string;
                                esOptionName: string;
                                fraOptionName: string;
                                optionName: string;
                                optionNo: number;
                                ruOptionName: string;
                            }[];
                            itemOptionSafe: {
                                arOptionName: string;
                                engOptionName: string;
                                esOptionName: string;
                                fraOptionName: string;
                                optionName: string;
                                optionNo: number;
                                ruOptionName: string;
                            }[];
                            itemUnderStatus: {
                                arUnderName: string;
                                engUnderName: string;
                                esUnderName: string;
                                fraUnderName: string;
                                ruUnderName: string;
                                underName: string;
                                underNo: number;
                            }[];
                            itemWorkingStatus: {
                                arWorkingName: string;
                                engWorkingName: string;
                                esWorkingName: string;
                                fraWorkingName: string;
                                ruWorkingName: string;
                                workingName: string;
                                workingNo: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets an own item's price in its category's range; the commission is recomputed from the tiers (the sent one is ignored) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        commission?: unknown;
                        discountPrice?: number | string | (never | null);
                        itemNo: number;
                        price?: number | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            commission: number;
                            discountPrice: number | null;
                            itemNo: number;
                            sellPrice: number;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products list with localized names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            productNo: number;
                        } & {
                            [key: string]: string;
                        })[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search listings: filters, sort, keyset pages (after/before cursors), total (estimated above 10,000) and maker and category facets; deleted listings never, secret ones only for approved members, details masked for visitors */
        get: {
            parameters: {
                query?: {
                    after?: string;
                    before?: string;
                    capacity?: number;
                    category?: number;
                    color?: number;
                    conditionVerified?: number;
                    detailModel?: number;
                    drive?: number;
                    form?: number;
                    formDetail?: number;
                    fuel?: number;
                    handle?: number;
                    importableTo?: number;
                    inspection?: number;
                    location?: number;
                    maker?: number;
                    mileageFrom?: number;
                    mileageTo?: number;
                    model?: number;
                    noClaims?: number;
                    premier?: number;
                    priceFrom?: number;
                    priceTo?: number;
                    product?: number;
                    size?: number;
                    sort?: "newest" | "price_asc" | "price_desc" | "year_desc" | "mileage_asc";
                    transmission?: number;
                    yearFrom?: number;
                    yearTo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            facets: {
                                category: {
                                    category: number;
                                    count: number;
                                }[];
                                estimated: boolean;
                                maker: {
                                    arMaker: string;
                                    category: number;
                                    count: number;
                                    engMaker: string;
                                    esMaker: string;
                                    fraMaker: string;
                                    maker: string;
                                    makerNo: number;
                                    ruMaker: string;
                                }[];
                            };
                            items: {
                                arCapacityName: string | null;
                                arDetailModel: string | null;
                                arFormName: string | null;
                                arFuelName: string | null;
                                arLocationName: string | null;
                                arMaker: string;
                                arModel: string;
                                arTransmissionName: string | null;
                                capacityName: string | null;
                                category: number;
                                cc: number | null;
                                detailModel: string | null;
                                discountPrice: number | null;
                                engCapacityName: string | null;
                                engDetailModel: string | null;
                                engFormName: string | null;
                                engFuelName: string | null;
                                engLocationName: string | null;
                                engMaker: string;
                                engModel: string;
                                engTransmissionName: string | null;
                                esCapacityName: string | null;
                                esDetailModel: string | null;
                                esFormName: string | null;
                                esFuelName: string | null;
                                esLocationName: string | null;
                                esMaker: string;
                                esModel: string;
                                esTransmissionName: string | null;
                                flag: number;
                                formName: string | null;
                                fraCapacityName: string | null;
                                fraDetailModel: string | null;
                                fraFormName: string | null;
                                fraFuelName: string | null;
                                fraLocationName: string | null;
                                fraMaker: string;
                                fraModel: string;
                                fraTransmissionName: string | null;
                                fuelName: string | null;
                                itemNo: number;
                                locationName: string | null;
                                maker: string;
                                makerNo: number;
                                masked: boolean;
                                mileage: number | null;
                                model: string;
                                modelNo: number;
                                partners: boolean;
                                power: number | null;
                                premierFlag: boolean;
                                ruCapacityName: string | null;
                                ruDetailModel: string | null;
                                ruFormName: string | null;
                                ruFuelName: string | null;
                                ruLocationName: string | null;
                                ruMaker: string;
                                ruModel: string;
                                ruTransmissionName: string | null;
                                sellPrice: number | null;
                                thumbnail: string | null;
                                transmissionName: string | null;
                                updateDate: string;
                                year: number;
                            }[];
                            nextCursor: string | null;
                            prevCursor: string | null;
                            total: number;
                            totalEstimated: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Public Item on or off; only for users whose secret flag permits it */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flag: boolean | 0 | 1;
                        itemNo: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/special-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates an own special vehicle (not its chassis number); `version` must be the stored one, else 409 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        carNo?: number;
                        itemInfo: {
                            capacity?: number | string;
                            cc?: number | string;
                            color?: number | string;
                            discountPrice?: number | string | (never | null);
                            door?: number | string | (never | null);
                            drive?: number | string | (never | null);
                            form?: number | string;
                            formDetail?: number | string;
                            fuel?: number | string;
                            grade?: string | null;
                            handle?: number | string | (never | null);
                            height?: number | string;
                            initialRegister?: string | null;
                            length?: number | string;
                            location?: number | string;
                            maker?: number | string;
                            mileage?: number | string | (never | null);
                            model?: number | string;
                            /** @default false */
                            partners?: boolean;
                            power?: number | string | (never | null);
                            /** @default false */
                            salvage?: boolean;
                            seats?: number | string | (never | null);
                            /** @default false */
                            secret?: boolean;
                            sellPrice?: number | string;
                            transmission?: number | string;
                            weight?: number | string;
                            width?: number | string;
                            year?: number | string;
                            youtube?: string | null;
                        };
                        itemNo: number;
                        pictures?: string[];
                        userNo?: number;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carInfoNo: number;
                            itemNo: number;
                            version: number;
                        };
                    };
                };
            };
        };
        /** Registers a special or commercial vehicle; the chassis number must be unused */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        itemInfo: {
                            capacity?: number | string;
                            cc?: number | string;
                            chassisNo: string;
                            color?: number | string;
                            discountPrice?: number | string | (never | null);
                            door?: number | string | (never | null);
                            drive?: number | string | (never | null);
                            form?: number | string;
                            formDetail?: number | string;
                            fuel?: number | string;
                            grade?: string | null;
                            handle?: number | string | (never | null);
                            height?: number | string;
                            initialRegister?: string | null;
                            length?: number | string;
                            location?: number | string;
                            maker?: number | string;
                            mileage?: number | string | (never | null);
                            model?: number | string;
                            /** @default false */
                            partners?: boolean;
                            power?: number | string | (never | null);
                            /** @default false */
                            salvage?: boolean;
                            seats?: number | string | (never | null);
                            /** @default false */
                            secret?: boolean;
                            sellPrice?: number | string;
                            transmission?: number | string;
                            weight?: number | string;
                            width?: number | string;
                            year?: number | string;
                            youtube?: string | null;
                        };
                        pictures?: string[];
                        userNo?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            carInfoNo: number;
                            itemNo: number;
                            version: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/special-maker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Makers of special vehicles of a capacity (the seller form), or of a form or detail form (the search); without any, every special maker */
        get: {
            parameters: {
                query?: {
                    capacity?: number;
                    form?: number;
                    formDetail?: number;
                    upload?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arMaker: string;
                            engMaker: string;
                            esMaker: string;
                            fraMaker: string;
                            maker: string;
                            makerNo: number;
                            ruMaker: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/special-model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Special-vehicle models of a maker and capacity, with cfvtNo and lineCbm */
        get: {
            parameters: {
                query: {
                    capacity: number;
                    maker: number;
                    upload?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arModel: string;
                            cfvtNo: number | null;
                            engModel: string;
                            esModel: string;
                            fraModel: string;
                            lineCbm: number | null;
                            makerNo: number;
                            model: string;
                            modelNo: number;
                            ruModel: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/staged-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks and stores pictures of a form not saved yet (field category; files imageList, up to 10 per request, 10 MB each, JPEG, PNG or WebP); the item save names the staged ids in `pictures` */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stagedId: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/transmissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The transmissions list with localized names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": ({
                            transmissionNo: number;
                        } & {
                            [key: string]: string;
                        })[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/items/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Model years, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": number[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/landed-cost/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The estimated duty, taxes, levies and fees of clearing a listing in a country, as low-high ranges, from the price and the chosen offer; amounts masked where prices are */
        get: {
            parameters: {
                query: {
                    countryCode: string;
                    itemNo: number;
                    smvpNo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: number;
                            countryCode: string;
                            estimate: {
                                customsValueHigh: number | null;
                                customsValueLow: number | null;
                                incomplete: boolean;
                                lines: {
                                    /** @enum {string} */
                                    basis: "customs" | "flat";
                                    code: string;
                                    factors: ("engine" | "age" | "fuel" | "class")[];
                                    high: number | null;
                                    /** @enum {string} */
                                    kind: "duty" | "excise" | "vat" | "levy" | "fees";
                                    low: number | null;
                                    perCcHigh: number | null;
                                    perCcLow: number | null;
                                    plus: ("duty" | "excise" | "vat" | "levy" | "fees")[];
                                    rateHighBp: number | null;
                                    rateLowBp: number | null;
                                    sourceUrl: string;
                                    unknown: boolean;
                                }[];
                                totalHigh: number | null;
                                totalLow: number | null;
                            } | null;
                            freightIncluded: boolean;
                            masked: boolean;
                            rate: {
                                /** @default  */
                                arNote: string;
                                checkedOn: string;
                                /** @default  */
                                engNote: string;
                                /** @default  */
                                esNote: string;
                                /** @default  */
                                fraNote: string;
                                /** @default  */
                                note: string;
                                /** @default  */
                                ruNote: string;
                                /** Format: uri */
                                sourceUrl: string;
                                /** @enum {string} */
                                status: "toVerify" | "verified";
                                valueMarginPct: number;
                            } | null;
                            /** @enum {string|null} */
                            vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery" | null;
                            vehicleTotal: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public picture by its stored name; `<name>-w{160,360,720,1000}.webp` are WebP widths of a listing picture, no wider than 360 with `Save-Data: on` */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's offers, newest first (of one listing with itemNo) */
        get: {
            parameters: {
                query?: {
                    itemNo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreedAmount: number | null;
                            amount: number;
                            counterAmount: number | null;
                            createdAt: string;
                            declinedAtOnce: boolean;
                            expiresAt: string;
                            itemNo: number;
                            listPrice: number;
                            offerNo: number;
                            /** @enum {string} */
                            state: "open" | "countered" | "accepted" | "declined" | "withdrawn" | "expired";
                            title: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Offer a price for a listing, valid 24 to 168 hours: 201 with the offer, declined at once (declinedAtOnce) below the seller floor; 409 codeNumber 1 while the buyer has a live offer on it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        itemNo: number;
                        validHours: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreedAmount: number | null;
                            amount: number;
                            counterAmount: number | null;
                            createdAt: string;
                            declinedAtOnce: boolean;
                            expiresAt: string;
                            itemNo: number;
                            listPrice: number;
                            offerNo: number;
                            /** @enum {string} */
                            state: "open" | "countered" | "accepted" | "declined" | "withdrawn" | "expired";
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{offerNo}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer accepts or declines the seller's counter, or withdraws the offer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    offerNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "accept" | "decline" | "withdraw";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreedAmount: number | null;
                            amount: number;
                            counterAmount: number | null;
                            createdAt: string;
                            declinedAtOnce: boolean;
                            expiresAt: string;
                            itemNo: number;
                            listPrice: number;
                            offerNo: number;
                            /** @enum {string} */
                            state: "open" | "countered" | "accepted" | "declined" | "withdrawn" | "expired";
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the vehicle detail page shows, masked for visitors who must log in */
        get: {
            parameters: {
                query: {
                    itemNo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            countryCode: string;
                            countryList: {
                                arCountryName: string;
                                countryCode: string;
                                countryName: string;
                                countryNo: number;
                                engCountryName: string;
                                esCountryName: string;
                                fraCountryName: string;
                                ruCountryName: string;
                            }[];
                            isMaintenance: boolean;
                            item: {
                                arCapacityName: string | null;
                                arColorName: string | null;
                                arDetailModel: string | null;
                                arDriveName: string | null;
                                arFormDetailName: string | null;
                                arFormName: string | null;
                                arFuelName: string | null;
                                arLocationName: string | null;
                                arMaker: string;
                                arModel: string;
                                arProductName: string | null;
                                arTransmissionName: string | null;
                                capacityName: string | null;
                                carInfoNo: number;
                                category: number;
                                cbm: number | null;
                                cc: number | null;
                                cfvtNo: number;
                                chassisNo: string | null;
                                colorCode: string | null;
                                colorName: string | null;
                                condition: {
                                    accidentClaims: number | null;
                                    framePanels: number | null;
                                    history: boolean;
                                    inspectedOn: string | null;
                                    inspection: boolean;
                                    markedPanels: number | null;
                                    rollback: boolean | null;
                                    /** @enum {string} */
                                    state: "declared" | "verified";
                                    verifiedAt: string | null;
                                } | null;
                                detailModel: string | null;
                                discountPrice: number | null;
                                door: number | null;
                                driveName: string | null;
                                engCapacityName: string | null;
                                engColorName: string | null;
                                engDetailModel: string | null;
                                engDriveName: string | null;
                                engFormDetailName: string | null;
                                engFormName: string | null;
                                engFuelName: string | null;
                                engLocationName: string | null;
                                engMaker: string;
                                engModel: string;
                                engProductName: string | null;
                                engTransmissionName: string | null;
                                esCapacityName: string | null;
                                esColorName: string | null;
                                esDetailModel: string | null;
                                esDriveName: string | null;
                                esFormDetailName: string | null;
                                esFormName: string | null;
                                esFuelName: string | null;
                                esLocationName: string | null;
                                esMaker: string;
                                esModel: string;
                                esProductName: string | null;
                                esTransmissionName: string | null;
                                flag: number;
                                formDetailName: string | null;
                                formName: string | null;
                                fraCapacityName: string | null;
                                fraColorName: string | null;
                                fraDetailModel: string | null;
                                fraDriveName: string | null;
                                fraFormDetailName: string | null;
                                fraFormName: string | null;
                                fraFuelName: string | null;
                                fraLocationName: string | null;
                                fraMaker: string;
                                fraModel: string;
                                fraProductName: string | null;
                                fraTransmissionName: string | null;
                                fuelName: string | null;
                                grade: string | null;
                                handle: number | null;
                                height: number | null;
                                initialRegister: string | null;
                                itemNo: number;
                                length: number | null;
                                lineCbm: number | null;
                                locationName: string | null;
                                maker: string;
                                makerNo: number;
                                masked: boolean;
                                mileage: number | null;
                                model: string;
                                modelNo: number;
                                partners: boolean;
                                power: number | null;
                                premierFlag: boolean;
                                productName: string | null;
                                ruCapacityName: string | null;
                                ruColorName: string | null;
                                ruDetailModel: string | null;
                                ruDriveName: string | null;
                                ruFormDetailName: string | null;
                                ruFormName: string | null;
                                ruFuelName: string | null;
                                ruLocationName: string | null;
                                ruMaker: string;
                                ruModel: string;
                                ruProductName: string | null;
                                ruTransmissionName: string | null;
                                seats: number | null;
                                secret: boolean;
                                sellPrice: number | null;
                                transmissionName: string | null;
                                updateDate: string;
                                updateViews: number;
                                weight: number | null;
                                width: number | null;
                                year: number;
                                youtube: string | null;
                            };
                            itemOptionInside: {
                                arOptionName: string;
                                engOptionName: string;
                                esOptionName: string;
                                flag: number | null;
                                fraOptionName: string;
                                optionName: string;
                                optionNo: number;
                                ruOptionName: string;
                            }[];
                            itemOptionOutside: {
                                arOptionName: string;
                                engOptionName: string;
                                esOptionName: string;
                                flag: number | null;
                                fraOptionName: string;
                                optionName: string;
                                optionNo: number;
                                ruOptionName: string;
                            }[];
                            itemOptionSafe: {
                                arOptionName: string;
                                engOptionName: string;
                                esOptionName: string;
                                flag: number | null;
                                fraOptionName: string;
                                optionName: string;
                                optionNo: number;
                                ruOptionName: string;
                            }[];
                            itemPicture: {
                                pictureIndex: number;
                                pictureMiniName: string;
                                pictureWatermarkName: string;
                            }[];
                            itemUnderStatus: {
                                arUnderName: string;
                                engUnderName: string;
                                esUnderName: string;
                                flag: number | null;
                                fraUnderName: string;
                                ruUnderName: string;
                                underName: string;
                                underNo: number;
                            }[];
                            itemWorkingStatus: {
                                arWorkingName: string;
                                engWorkingName: string;
                                esWorkingName: string;
                                flag: number | null;
                                fraWorkingName: string;
                                ruWorkingName: string;
                                workingName: string;
                                workingNo: number;
                            }[];
                            portList: {
                                arPortName: string;
                                countryNo: number;
                                engPortName: string;
                                esPortName: string;
                                fraPortName: string;
                                portName: string;
                                portNo: number;
                                ruPortName: string;
                            }[];
                            salesList: {
                                arSiContent: string | null;
                                arSiLocation: string;
                                countryCodes: string[];
                                engSiContent: string | null;
                                engSiLocation: string;
                                esSiContent: string | null;
                                esSiLocation: string;
                                fraSiContent: string | null;
                                fraSiLocation: string;
                                ruSiContent: string | null;
                                ruSiLocation: string;
                                siContent: string | null;
                                siLanguage: string;
                                siLocation: string;
                                siName: string;
                                siNo: number;
                                siPhone: string;
                                siSrc: string | null;
                            }[];
                            serverVersion: string;
                            time: string;
                            userViewList: {
                                category: number;
                                clNo: number;
                                itemNo: number;
                                sclNo: number;
                                thumbnail: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the load balancer may send requests here (migrated, database reachable, not draining) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ready: boolean;
                            /** @enum {string} */
                            reason?: "draining" | "database" | "migrations";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ready: boolean;
                            /** @enum {string} */
                            reason?: "draining" | "database" | "migrations";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s saved searches */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: boolean;
                            createdAt: string;
                            filters: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            frequency: "daily" | "instant";
                            id: number;
                            lastSentAt: string | null;
                            name: string;
                            path: string;
                            sms: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Saves the search’s filters under a name, with alerts daily or at once (409 past 20) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filters: {
                            capacity?: number;
                            category?: number;
                            color?: number;
                            conditionVerified?: number;
                            detailModel?: number;
                            drive?: number;
                            form?: number;
                            formDetail?: number;
                            fuel?: number;
                            handle?: number;
                            importableTo?: number;
                            inspection?: number;
                            location?: number;
                            maker?: number;
                            mileageFrom?: number;
                            mileageTo?: number;
                            model?: number;
                            noClaims?: number;
                            premier?: number;
                            priceFrom?: number;
                            priceTo?: number;
                            product?: number;
                            transmission?: number;
                            yearFrom?: number;
                            yearTo?: number;
                        };
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        frequency?: "daily" | "instant";
                        name: string;
                        /** @default false */
                        sms?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: boolean;
                            createdAt: string;
                            filters: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            frequency: "daily" | "instant";
                            id: number;
                            lastSentAt: string | null;
                            name: string;
                            path: string;
                            sms: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the user’s saved search (its alerts on again); 404 when it is not theirs */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        filters: {
                            capacity?: number;
                            category?: number;
                            color?: number;
                            conditionVerified?: number;
                            detailModel?: number;
                            drive?: number;
                            form?: number;
                            formDetail?: number;
                            fuel?: number;
                            handle?: number;
                            importableTo?: number;
                            inspection?: number;
                            location?: number;
                            maker?: number;
                            mileageFrom?: number;
                            mileageTo?: number;
                            model?: number;
                            noClaims?: number;
                            premier?: number;
                            priceFrom?: number;
                            priceTo?: number;
                            product?: number;
                            transmission?: number;
                            yearFrom?: number;
                            yearTo?: number;
                        };
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        frequency?: "daily" | "instant";
                        name: string;
                        /** @default false */
                        sms?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alerts: boolean;
                            createdAt: string;
                            filters: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            frequency: "daily" | "instant";
                            id: number;
                            lastSentAt: string | null;
                            name: string;
                            path: string;
                            sms: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Deletes the user’s saved search; 404 when it is not theirs */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller-ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ratings of a listing's seller: average, count and the latest texts */
        get: {
            parameters: {
                query: {
                    itemNo: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            average: number | null;
                            count: number;
                            latest: {
                                ratedAt: string;
                                score: number;
                                text: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/offer-floors/{itemNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's offer floor (null: none), for its seller and staff */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            floor: number | null;
                            itemNo: number;
                        };
                    };
                };
            };
        };
        /** Set or remove (null) the lowest offer the seller will look at; buyers never see it */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        floor: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            floor: number | null;
                            itemNo: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offers on the seller's listings (staff: on every listing), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreedAmount: number | null;
                            amount: number;
                            buyerId: string;
                            counterAmount: number | null;
                            createdAt: string;
                            declinedAtOnce: boolean;
                            expiresAt: string;
                            floor: number | null;
                            itemNo: number;
                            listPrice: number;
                            offerNo: number;
                            /** @enum {string} */
                            state: "open" | "countered" | "accepted" | "declined" | "withdrawn" | "expired";
                            title: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seller/offers/{offerNo}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The seller (or staff) accepts, declines or counters an open offer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    offerNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "accept" | "decline" | "counter";
                        /** @default null */
                        counterAmount?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agreedAmount: number | null;
                            amount: number;
                            buyerId: string;
                            counterAmount: number | null;
                            createdAt: string;
                            declinedAtOnce: boolean;
                            expiresAt: string;
                            floor: number | null;
                            itemNo: number;
                            listPrice: number;
                            offerNo: number;
                            /** @enum {string} */
                            state: "open" | "countered" | "accepted" | "declined" | "withdrawn" | "expired";
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff actions and inquiry steps, newest first, optionally for one record */
        get: {
            parameters: {
                query?: {
                    action?: "seller.approve" | "seller.refuse" | "seller.flags" | "item.flag" | "item.conditionVerify" | "contactGroup.create" | "contactGroup.update" | "contactGroup.delete" | "contactGroup.order" | "contact.create" | "contact.update" | "contact.picture" | "contact.delete" | "contact.order" | "request.reply" | "importRule.create" | "importRule.update" | "importRule.delete" | "landedCostRate.create" | "landedCostRate.update" | "landedCostRate.delete" | "exportControl.create" | "exportControl.update" | "exportControl.delete" | "transitTime.create" | "transitTime.update" | "transitTime.delete" | "shipment.step" | "shipment.eta" | "shipment.document" | "shipment.loadingFile" | "shipment.loadingSeal" | "shipment.arrivalOutcome" | "customsAssessment.record" | "bankAccount.propose" | "bankAccount.approve" | "bankAccount.reject" | "offer.create" | "offer.declineAtOnce" | "offer.accept" | "offer.decline" | "offer.counter" | "offer.withdraw" | "offer.expire" | "offer.floor" | "currencyRate.create" | "currencyRate.update" | "currencyRate.delete" | "currencyRate.fetch" | "inquiry.buyer" | "inquiry.staff" | "inquiry.system";
                    actor?: string;
                    entity?: "inquiry" | "seller" | "item" | "contact" | "contactGroup" | "request" | "importRule" | "landedCostRate" | "exportControl" | "transitTime" | "shipment" | "customsAssessment" | "bankAccount" | "offer" | "currencyRate";
                    entityId?: string;
                    page?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                action: string;
                                actorId: string | null;
                                actorNo: number | null;
                                after: unknown;
                                at: string;
                                before: unknown;
                                entity: string;
                                entityId: string;
                                id: number;
                                reason: string | null;
                                /** @enum {string} */
                                source: "audit" | "inquiry";
                            }[];
                            page: number;
                            size: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The beneficiary accounts and their changes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                accountNo: number;
                                accountNumber: string;
                                active: boolean;
                                /** @default  */
                                bankAddress: string;
                                bankName: string;
                                beneficiary: string;
                                /**
                                 * @default USD
                                 * @enum {string}
                                 */
                                currency: "USD" | "EUR" | "KRW" | "JPY";
                                swift: string;
                            }[];
                            changes: {
                                account: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                accountNo: number | null;
                                before: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                changeNo: number;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                /** @enum {string} */
                                kind: "add" | "edit" | "retire";
                                proposedAt: string;
                                proposedBy: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-accounts/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a new account, new details or a retirement; it waits for a second staff member (409 while the account has another pending change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: {
                            accountNumber: string;
                            /** @default  */
                            bankAddress?: string;
                            bankName: string;
                            beneficiary: string;
                            /**
                             * @default USD
                             * @enum {string}
                             */
                            currency?: "USD" | "EUR" | "KRW" | "JPY";
                            swift: string;
                        };
                        /** @enum {string} */
                        kind: "add";
                        /** @default  */
                        reason?: string;
                    } | {
                        account: {
                            accountNumber: string;
                            /** @default  */
                            bankAddress?: string;
                            bankName: string;
                            beneficiary: string;
                            /**
                             * @default USD
                             * @enum {string}
                             */
                            currency?: "USD" | "EUR" | "KRW" | "JPY";
                            swift: string;
                        };
                        accountNo: number;
                        /** @enum {string} */
                        kind: "edit";
                        /** @default  */
                        reason?: string;
                    } | {
                        accountNo: number;
                        /** @enum {string} */
                        kind: "retire";
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                accountNo: number;
                                accountNumber: string;
                                active: boolean;
                                /** @default  */
                                bankAddress: string;
                                bankName: string;
                                beneficiary: string;
                                /**
                                 * @default USD
                                 * @enum {string}
                                 */
                                currency: "USD" | "EUR" | "KRW" | "JPY";
                                swift: string;
                            }[];
                            changes: {
                                account: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                accountNo: number | null;
                                before: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                changeNo: number;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                /** @enum {string} */
                                kind: "add" | "edit" | "retire";
                                proposedAt: string;
                                proposedBy: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-accounts/changes/{changeNo}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve another staff member's change: it takes effect and buyers with unpaid invoices are mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    changeNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                accountNo: number;
                                accountNumber: string;
                                active: boolean;
                                /** @default  */
                                bankAddress: string;
                                bankName: string;
                                beneficiary: string;
                                /**
                                 * @default USD
                                 * @enum {string}
                                 */
                                currency: "USD" | "EUR" | "KRW" | "JPY";
                                swift: string;
                            }[];
                            changes: {
                                account: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                accountNo: number | null;
                                before: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                changeNo: number;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                /** @enum {string} */
                                kind: "add" | "edit" | "retire";
                                proposedAt: string;
                                proposedBy: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/bank-accounts/changes/{changeNo}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn down or withdraw a pending change */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    changeNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: {
                                accountNo: number;
                                accountNumber: string;
                                active: boolean;
                                /** @default  */
                                bankAddress: string;
                                bankName: string;
                                beneficiary: string;
                                /**
                                 * @default USD
                                 * @enum {string}
                                 */
                                currency: "USD" | "EUR" | "KRW" | "JPY";
                                swift: string;
                            }[];
                            changes: {
                                account: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                accountNo: number | null;
                                before: {
                                    accountNumber: string;
                                    /** @default  */
                                    bankAddress: string;
                                    bankName: string;
                                    beneficiary: string;
                                    /**
                                     * @default USD
                                     * @enum {string}
                                     */
                                    currency: "USD" | "EUR" | "KRW" | "JPY";
                                    swift: string;
                                } | null;
                                changeNo: number;
                                decidedAt: string | null;
                                decidedBy: string | null;
                                /** @enum {string} */
                                kind: "add" | "edit" | "retire";
                                proposedAt: string;
                                proposedBy: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Condition records waiting for verification, the oldest edit first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: number;
                            history: boolean;
                            inspection: boolean;
                            itemNo: number;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/conditions/{itemNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's condition record with its originals and who verified it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                contentType: string;
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "inspection" | "history";
                                uploadedAt: string;
                            }[];
                            history: {
                                commercial: boolean;
                                flood: boolean;
                                mileage: {
                                    km: number;
                                    readOn: string;
                                    rollback: boolean;
                                    source: string;
                                }[];
                                otherClaims: number;
                                otherClaimsWon: number;
                                ownClaims: number;
                                ownClaimsWon: number;
                                ownerChanges: number;
                                rental: boolean;
                                theft: boolean;
                                totalLoss: boolean;
                            } | null;
                            inspection: {
                                fire: boolean;
                                flood: boolean;
                                frameDamage: boolean;
                                inspectedOn: string;
                                inspector: string;
                                odometerKm: number;
                                panels: {
                                    /** @enum {string} */
                                    mark: "exchanged" | "welded" | "sheetMetal" | "painted";
                                    /** @enum {string} */
                                    panel: "hood" | "frontFenderLeft" | "frontFenderRight" | "frontDoorLeft" | "frontDoorRight" | "rearDoorLeft" | "rearDoorRight" | "trunkLid" | "radiatorSupport" | "roofPanel" | "quarterPanelLeft" | "quarterPanelRight" | "sideSillLeft" | "sideSillRight" | "frontPanel" | "crossMember" | "insidePanelLeft" | "insidePanelRight" | "frontWheelHouseLeft" | "frontWheelHouseRight" | "rearWheelHouseLeft" | "rearWheelHouseRight" | "pillarLeft" | "pillarRight" | "dashPanel" | "floorPanel" | "trunkFloor" | "rearPanel";
                                }[];
                                systems: {
                                    /** @enum {string} */
                                    state: "good" | "minorLeak" | "leak" | "defective" | "notApplicable";
                                    /** @enum {string} */
                                    system: "engine" | "transmission" | "powerTrain" | "steering" | "brakes" | "electrical" | "fuel" | "highVoltage";
                                }[];
                                tuning: boolean;
                            } | null;
                            itemNo: number;
                            masked: boolean;
                            /** @enum {string} */
                            state: "declared" | "verified";
                            updatedAt: string | null;
                            verifiedAt: string | null;
                            verifiedBy: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/conditions/{itemNo}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark the record verified against its originals (the version read; audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            documents: {
                                contentType: string;
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "inspection" | "history";
                                uploadedAt: string;
                            }[];
                            history: {
                                commercial: boolean;
                                flood: boolean;
                                mileage: {
                                    km: number;
                                    readOn: string;
                                    rollback: boolean;
                                    source: string;
                                }[];
                                otherClaims: number;
                                otherClaimsWon: number;
                                ownClaims: number;
                                ownClaimsWon: number;
                                ownerChanges: number;
                                rental: boolean;
                                theft: boolean;
                                totalLoss: boolean;
                            } | null;
                            inspection: {
                                fire: boolean;
                                flood: boolean;
                                frameDamage: boolean;
                                inspectedOn: string;
                                inspector: string;
                                odometerKm: number;
                                panels: {
                                    /** @enum {string} */
                                    mark: "exchanged" | "welded" | "sheetMetal" | "painted";
                                    /** @enum {string} */
                                    panel: "hood" | "frontFenderLeft" | "frontFenderRight" | "frontDoorLeft" | "frontDoorRight" | "rearDoorLeft" | "rearDoorRight" | "trunkLid" | "radiatorSupport" | "roofPanel" | "quarterPanelLeft" | "quarterPanelRight" | "sideSillLeft" | "sideSillRight" | "frontPanel" | "crossMember" | "insidePanelLeft" | "insidePanelRight" | "frontWheelHouseLeft" | "frontWheelHouseRight" | "rearWheelHouseLeft" | "rearWheelHouseRight" | "pillarLeft" | "pillarRight" | "dashPanel" | "floorPanel" | "trunkFloor" | "rearPanel";
                                }[];
                                systems: {
                                    /** @enum {string} */
                                    state: "good" | "minorLeak" | "leak" | "defective" | "notApplicable";
                                    /** @enum {string} */
                                    system: "engine" | "transmission" | "powerTrain" | "steering" | "brakes" | "electrical" | "fuel" | "highVoltage";
                                }[];
                                tuning: boolean;
                            } | null;
                            itemNo: number;
                            masked: boolean;
                            /** @enum {string} */
                            state: "declared" | "verified";
                            updatedAt: string | null;
                            verifiedAt: string | null;
                            verifiedBy: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/currency-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange rates, one per currency, with their day and source */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency: string;
                            perUsd: number;
                            ratedOn: string;
                            rateNo: number;
                            source: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add a currency rate (409 with codeNumber 1 when the currency has one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency: string;
                        perUsd: number;
                        ratedOn: string;
                        source: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency: string;
                            perUsd: number;
                            ratedOn: string;
                            rateNo: number;
                            source: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/currency-rates/{rateNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a rate (its currency stays) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    rateNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency: string;
                        perUsd: number;
                        ratedOn: string;
                        source: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            currency: string;
                            perUsd: number;
                            ratedOn: string;
                            rateNo: number;
                            source: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a rate */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    rateNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/customs-assessments/{ilNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An inquiry's customs assessment with the estimate's error */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actualAmount: number | null;
                            arrived: boolean;
                            countryCode: string;
                            errorPct: number | null;
                            estimateHigh: number | null;
                            estimateLow: number | null;
                            fileName: string | null;
                            ilNo: number;
                            recordedAt: string | null;
                            uploadedAt: string | null;
                        };
                    };
                };
            };
        };
        /** Record the amount of the customs assessment in US dollars (after arrival; audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        actualAmount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actualAmount: number | null;
                            arrived: boolean;
                            countryCode: string;
                            errorPct: number | null;
                            estimateHigh: number | null;
                            estimateLow: number | null;
                            fileName: string | null;
                            ilNo: number;
                            recordedAt: string | null;
                            uploadedAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/customs-assessments/{ilNo}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's customs assessment file */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/export-controls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Korea's export controls, by country and vehicle class */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            checkedOn: string;
                            controlNo: number;
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            minEngineCc: number | null;
                            /** @default  */
                            note: string;
                            /** @default  */
                            ruNote: string;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                            /** @enum {string} */
                            vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add a control for a country and vehicle class (409 with codeNumber 1 when it has one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arNote?: string;
                        checkedOn: string;
                        countryCode: string;
                        /** @default  */
                        engNote?: string;
                        /** @default  */
                        esNote?: string;
                        /** @default  */
                        fraNote?: string;
                        minEngineCc: number | null;
                        /** @default  */
                        note?: string;
                        /** @default  */
                        ruNote?: string;
                        /** Format: uri */
                        sourceUrl: string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                        /** @enum {string} */
                        vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            checkedOn: string;
                            controlNo: number;
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            minEngineCc: number | null;
                            /** @default  */
                            note: string;
                            /** @default  */
                            ruNote: string;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                            /** @enum {string} */
                            vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/export-controls/{controlNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a control (its country and class stay) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    controlNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arNote?: string;
                        checkedOn: string;
                        countryCode: string;
                        /** @default  */
                        engNote?: string;
                        /** @default  */
                        esNote?: string;
                        /** @default  */
                        fraNote?: string;
                        minEngineCc: number | null;
                        /** @default  */
                        note?: string;
                        /** @default  */
                        ruNote?: string;
                        /** Format: uri */
                        sourceUrl: string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                        /** @enum {string} */
                        vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            checkedOn: string;
                            controlNo: number;
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            minEngineCc: number | null;
                            /** @default  */
                            note: string;
                            /** @default  */
                            ruNote: string;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                            /** @enum {string} */
                            vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a control */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    controlNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/export-controls/refusals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest inquiries an export control refused (who, listing, country, why, when), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cc: number | null;
                            countryCode: string;
                            createdAt: string;
                            itemNo: number;
                            /** @enum {string} */
                            reason: "controlled" | "unknownClass" | "unknownEngine";
                            refusalNo: number;
                            userId: string;
                            /** @enum {string|null} */
                            vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery" | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/import-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every import rule, by country code */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            checkedOn: string | null;
                            checkRequired: boolean;
                            classLimits: {
                                /** @enum {string} */
                                admitted: "yes" | "no" | "specialPurposeOnly" | "check";
                                /**
                                 * @default year
                                 * @enum {string}
                                 */
                                ageBasis: "registration" | "registrationYear" | "year";
                                /** @default [] */
                                bannedFuels: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                /** @default null */
                                maxAgeYears: number | null;
                                /** @default null */
                                maxWeightKg: number | null;
                                /** @default null */
                                minWeightKg: number | null;
                                /**
                                 * Format: uri
                                 * @default null
                                 */
                                sourceUrl: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                steering: "left" | "right" | null;
                                /** @enum {string} */
                                vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                            }[];
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            /** @default  */
                            note: string;
                            ruleNo: number;
                            /** @default  */
                            ruNote: string;
                            salvageBanned: boolean;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add the rule of a country (409 with codeNumber 1 when it has one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arNote?: string;
                        checkedOn: string | null;
                        checkRequired: boolean;
                        classLimits: {
                            /** @enum {string} */
                            admitted: "yes" | "no" | "specialPurposeOnly" | "check";
                            /**
                             * @default year
                             * @enum {string}
                             */
                            ageBasis?: "registration" | "registrationYear" | "year";
                            /** @default [] */
                            bannedFuels?: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                            /** @default null */
                            maxAgeYears?: number | null;
                            /** @default null */
                            maxWeightKg?: number | null;
                            /** @default null */
                            minWeightKg?: number | null;
                            /**
                             * Format: uri
                             * @default null
                             */
                            sourceUrl?: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            steering?: "left" | "right" | null;
                            /** @enum {string} */
                            vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                        }[];
                        countryCode: string;
                        /** @default  */
                        engNote?: string;
                        /** @default  */
                        esNote?: string;
                        /** @default  */
                        fraNote?: string;
                        /** @default  */
                        note?: string;
                        /** @default  */
                        ruNote?: string;
                        salvageBanned: boolean;
                        /** Format: uri */
                        sourceUrl: string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            checkedOn: string | null;
                            checkRequired: boolean;
                            classLimits: {
                                /** @enum {string} */
                                admitted: "yes" | "no" | "specialPurposeOnly" | "check";
                                /**
                                 * @default year
                                 * @enum {string}
                                 */
                                ageBasis: "registration" | "registrationYear" | "year";
                                /** @default [] */
                                bannedFuels: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                /** @default null */
                                maxAgeYears: number | null;
                                /** @default null */
                                maxWeightKg: number | null;
                                /** @default null */
                                minWeightKg: number | null;
                                /**
                                 * Format: uri
                                 * @default null
                                 */
                                sourceUrl: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                steering: "left" | "right" | null;
                                /** @enum {string} */
                                vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                            }[];
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            /** @default  */
                            note: string;
                            ruleNo: number;
                            /** @default  */
                            ruNote: string;
                            salvageBanned: boolean;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/import-rules/{ruleNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a country's rule (its country stays) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ruleNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arNote?: string;
                        checkedOn: string | null;
                        checkRequired: boolean;
                        classLimits: {
                            /** @enum {string} */
                            admitted: "yes" | "no" | "specialPurposeOnly" | "check";
                            /**
                             * @default year
                             * @enum {string}
                             */
                            ageBasis?: "registration" | "registrationYear" | "year";
                            /** @default [] */
                            bannedFuels?: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                            /** @default null */
                            maxAgeYears?: number | null;
                            /** @default null */
                            maxWeightKg?: number | null;
                            /** @default null */
                            minWeightKg?: number | null;
                            /**
                             * Format: uri
                             * @default null
                             */
                            sourceUrl?: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            steering?: "left" | "right" | null;
                            /** @enum {string} */
                            vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                        }[];
                        countryCode: string;
                        /** @default  */
                        engNote?: string;
                        /** @default  */
                        esNote?: string;
                        /** @default  */
                        fraNote?: string;
                        /** @default  */
                        note?: string;
                        /** @default  */
                        ruNote?: string;
                        salvageBanned: boolean;
                        /** Format: uri */
                        sourceUrl: string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            checkedOn: string | null;
                            checkRequired: boolean;
                            classLimits: {
                                /** @enum {string} */
                                admitted: "yes" | "no" | "specialPurposeOnly" | "check";
                                /**
                                 * @default year
                                 * @enum {string}
                                 */
                                ageBasis: "registration" | "registrationYear" | "year";
                                /** @default [] */
                                bannedFuels: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                /** @default null */
                                maxAgeYears: number | null;
                                /** @default null */
                                maxWeightKg: number | null;
                                /** @default null */
                                minWeightKg: number | null;
                                /**
                                 * Format: uri
                                 * @default null
                                 */
                                sourceUrl: string | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                steering: "left" | "right" | null;
                                /** @enum {string} */
                                vehicleClass: "passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery";
                            }[];
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            /** @default  */
                            note: string;
                            ruleNo: number;
                            /** @default  */
                            ruNote: string;
                            salvageBanned: boolean;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a country's rule */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ruleNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inquiry queue: filters by state, country, item and buyer; sorting and paging */
        get: {
            parameters: {
                query?: {
                    buyer?: string;
                    country?: string;
                    item?: string;
                    order?: "asc" | "desc";
                    overdue?: "true" | "false";
                    page?: number;
                    size?: number;
                    sort?: "ilNo" | "updatedAt" | "state";
                    state?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                answer: {
                                    answeredAt: string;
                                    finalPrice: number;
                                    remarks: string;
                                    terms: string;
                                } | null;
                                arCountryName: string;
                                arPortName: string;
                                buyer: {
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                countryCode: string;
                                countryName: string;
                                createdAt: string;
                                engCountryName: string;
                                engPortName: string;
                                esCountryName: string;
                                esPortName: string;
                                fraCountryName: string;
                                fraPortName: string;
                                ilNo: number;
                                invoice: {
                                    amount: number;
                                    bankAccount: string;
                                    confirmedAt: string | null;
                                    depositDeadline: string;
                                    invoiceNo: number;
                                    issuedAt: string;
                                    number: string;
                                    verificationCode: string;
                                } | null;
                                items: {
                                    arVesselName: string | null;
                                    askFlag: boolean;
                                    category: number;
                                    chassisNo: string;
                                    detailModel: string | null;
                                    engDetailModel: string | null;
                                    engMaker: string;
                                    engModel: string;
                                    engVesselName: string | null;
                                    esVesselName: string | null;
                                    fraVesselName: string | null;
                                    freightFee: number | null;
                                    importNotAllowed: boolean;
                                    itemNo: number;
                                    itemPrice: number;
                                    maker: string;
                                    model: string;
                                    ruVesselName: string | null;
                                    sellPrice: number;
                                    smvpNo: number;
                                    terms: string | null;
                                    thumbnail: string | null;
                                    totalPrice: number | null;
                                    vessel: string | null;
                                    vesselName: string | null;
                                    year: number;
                                }[];
                                managerName: string | null;
                                portName: string;
                                receipts: {
                                    contentType: string;
                                    fileName: string;
                                    receiptNo: number;
                                    rejectReason: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "accepted" | "rejected";
                                    uploadedAt: string;
                                }[];
                                ruCountryName: string;
                                ruPortName: string;
                                state: number;
                                updatedAt: string;
                            }[];
                            page: number;
                            size: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/inquiries/{ilNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inquiry with its history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            contents: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            history: {
                                /** @enum {string} */
                                actor: "buyer" | "staff" | "system";
                                createdAt: string;
                                fromState: number | null;
                                note: string | null;
                                toState: number;
                            }[];
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                seller: {
                                    companyName: string | null;
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/inquiries/{ilNo}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the answer: final price, terms, remarks (3 -> 4) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        finalPrice: number;
                        /** @default  */
                        remarks?: string;
                        terms: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            contents: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            history: {
                                /** @enum {string} */
                                actor: "buyer" | "staff" | "system";
                                createdAt: string;
                                fromState: number | null;
                                note: string | null;
                                toState: number;
                            }[];
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                seller: {
                                    companyName: string | null;
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/inquiries/{ilNo}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign a manager (1 -> 2); the calling staff member by default */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        managerNo?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            contents: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            history: {
                                /** @enum {string} */
                                actor: "buyer" | "staff" | "system";
                                createdAt: string;
                                fromState: number | null;
                                note: string | null;
                                toState: number;
                            }[];
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                seller: {
                                    companyName: string | null;
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/inquiries/{ilNo}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the deposit (8 -> 9, items sold) or reject the receipt with a reason (8 -> 7) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "confirm";
                    } | {
                        /** @enum {string} */
                        decision: "reject";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            contents: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            history: {
                                /** @enum {string} */
                                actor: "buyer" | "staff" | "system";
                                createdAt: string;
                                fromState: number | null;
                                note: string | null;
                                toState: number;
                            }[];
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                seller: {
                                    companyName: string | null;
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/inquiries/{ilNo}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue (or reissue) the invoice (5 -> 6); amount defaults to the answered price, deadline to 7 days, the account to the first active one (409 noBankAccount while none is active) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: number;
                        bankAccountNo?: number;
                        /** Format: date-time */
                        depositDeadline?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            contents: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            history: {
                                /** @enum {string} */
                                actor: "buyer" | "staff" | "system";
                                createdAt: string;
                                fromState: number | null;
                                note: string | null;
                                toState: number;
                            }[];
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                seller: {
                                    companyName: string | null;
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/inquiries/{ilNo}/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start preparing the answer (2 -> 3) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: {
                                answeredAt: string;
                                finalPrice: number;
                                remarks: string;
                                terms: string;
                            } | null;
                            arCountryName: string;
                            arPortName: string;
                            contents: string;
                            countryCode: string;
                            countryName: string;
                            createdAt: string;
                            engCountryName: string;
                            engPortName: string;
                            esCountryName: string;
                            esPortName: string;
                            fraCountryName: string;
                            fraPortName: string;
                            history: {
                                /** @enum {string} */
                                actor: "buyer" | "staff" | "system";
                                createdAt: string;
                                fromState: number | null;
                                note: string | null;
                                toState: number;
                            }[];
                            ilNo: number;
                            invoice: {
                                amount: number;
                                bankAccount: string;
                                confirmedAt: string | null;
                                depositDeadline: string;
                                invoiceNo: number;
                                issuedAt: string;
                                number: string;
                                verificationCode: string;
                            } | null;
                            items: {
                                arVesselName: string | null;
                                askFlag: boolean;
                                category: number;
                                chassisNo: string;
                                detailModel: string | null;
                                engDetailModel: string | null;
                                engMaker: string;
                                engModel: string;
                                engVesselName: string | null;
                                esVesselName: string | null;
                                fraVesselName: string | null;
                                freightFee: number | null;
                                importNotAllowed: boolean;
                                itemNo: number;
                                itemPrice: number;
                                maker: string;
                                model: string;
                                ruVesselName: string | null;
                                seller: {
                                    companyName: string | null;
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                sellPrice: number;
                                smvpNo: number;
                                terms: string | null;
                                thumbnail: string | null;
                                totalPrice: number | null;
                                vessel: string | null;
                                vesselName: string | null;
                                year: number;
                            }[];
                            managerName: string | null;
                            portName: string;
                            receipts: {
                                contentType: string;
                                fileName: string;
                                receiptNo: number;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "rejected";
                                uploadedAt: string;
                            }[];
                            ruCountryName: string;
                            ruPortName: string;
                            state: number;
                            updatedAt: string;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items of any flag, newest change first: by CB or chassis number, flag and seller; paged */
        get: {
            parameters: {
                query?: {
                    flag?: number;
                    page?: number;
                    q?: string;
                    seller?: string;
                    sellerNo?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                category: number;
                                chassisNo: string;
                                companyName: string | null;
                                engMaker: string;
                                engModel: string;
                                flag: number;
                                itemNo: number;
                                partners: boolean;
                                secret: boolean;
                                sellerId: string;
                                sellerNo: number;
                                sellPrice: number;
                                thumbnail: string | null;
                                updateDate: string;
                                version: number;
                                year: number;
                            }[];
                            page: number;
                            size: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/items/{itemNo}/flag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an item's flag with a reason; 409 when the item changed since its version was read. Deleting (4, 5) mails the seller the reason */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flag: number;
                        reason: string;
                        version: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flag: number;
                            version: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/landed-cost-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The landed cost estimate's median error per destination country, from the recorded assessments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            countryCode: string;
                            estimated: number;
                            medianAbsErrorPct: number | null;
                            medianErrorPct: number | null;
                            recorded: number;
                            withinRange: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/landed-cost-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every landed cost rate sheet, by country and class */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            category: 1 | 2;
                            checkedOn: string;
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            lines: {
                                /** @default null */
                                amountHigh: number | null;
                                /** @default null */
                                amountLow: number | null;
                                /** @default [] */
                                bands: {
                                    /** @default null */
                                    centsPerCc: number | null;
                                    /** @default [] */
                                    classes: ("passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery")[];
                                    /** @default [] */
                                    fuels: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                    /** @default null */
                                    maxAge: number | null;
                                    /** @default null */
                                    maxCc: number | null;
                                    /** @default null */
                                    minAge: number | null;
                                    /** @default null */
                                    minCc: number | null;
                                    rateBp: number | null;
                                }[];
                                /** @enum {string} */
                                basis: "customs" | "flat";
                                code: string;
                                /** @enum {string} */
                                kind: "duty" | "excise" | "vat" | "levy" | "fees";
                                /** @default [] */
                                plus: ("duty" | "excise" | "vat" | "levy" | "fees")[];
                                /** @default null */
                                rateBp: number | null;
                                /** @default  */
                                sourceUrl: "" | string;
                                /** @default false */
                                unknown: boolean;
                            }[];
                            /** @default  */
                            note: string;
                            rateNo: number;
                            /** @default  */
                            ruNote: string;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                            valueMarginPct: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add the rates of a country and class (409 with codeNumber 1 when it has them) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arNote?: string;
                        category: 1 | 2;
                        checkedOn: string;
                        countryCode: string;
                        /** @default  */
                        engNote?: string;
                        /** @default  */
                        esNote?: string;
                        /** @default  */
                        fraNote?: string;
                        lines: {
                            /** @default null */
                            amountHigh?: number | null;
                            /** @default null */
                            amountLow?: number | null;
                            /** @default [] */
                            bands?: {
                                /** @default null */
                                centsPerCc?: number | null;
                                /** @default [] */
                                classes?: ("passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery")[];
                                /** @default [] */
                                fuels?: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                /** @default null */
                                maxAge?: number | null;
                                /** @default null */
                                maxCc?: number | null;
                                /** @default null */
                                minAge?: number | null;
                                /** @default null */
                                minCc?: number | null;
                                rateBp: number | null;
                            }[];
                            /** @enum {string} */
                            basis: "customs" | "flat";
                            /** @default  */
                            code?: "" | ("AU" | "CISS" | "COVID-19 HRL" | "CPF" | "ECOWAS" | "ETLS" | "EXIM" | "GETFund" | "IDF" | "ITBIS" | "NAC" | "NHIL" | "PC" | "PCS" | "RDL" | "RS" | "SIL" | "WHT" | "upfrontVat" | "examinationFee" | "infrastructureLevy" | "environmentalLevy" | "registration" | "firstRegistration" | "oldVehicleExcise" | "surcharge" | "unifiedPayment" | "specialTax" | "customsFee" | "recyclingFee");
                            /** @enum {string} */
                            kind: "duty" | "excise" | "vat" | "levy" | "fees";
                            /** @default [] */
                            plus?: ("duty" | "excise" | "vat" | "levy" | "fees")[];
                            /** @default null */
                            rateBp?: number | null;
                            /** @default  */
                            sourceUrl?: "" | string;
                            /** @default false */
                            unknown?: boolean;
                        }[];
                        /** @default  */
                        note?: string;
                        /** @default  */
                        ruNote?: string;
                        /** Format: uri */
                        sourceUrl: string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                        valueMarginPct: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            category: 1 | 2;
                            checkedOn: string;
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            lines: {
                                /** @default null */
                                amountHigh: number | null;
                                /** @default null */
                                amountLow: number | null;
                                /** @default [] */
                                bands: {
                                    /** @default null */
                                    centsPerCc: number | null;
                                    /** @default [] */
                                    classes: ("passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery")[];
                                    /** @default [] */
                                    fuels: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                    /** @default null */
                                    maxAge: number | null;
                                    /** @default null */
                                    maxCc: number | null;
                                    /** @default null */
                                    minAge: number | null;
                                    /** @default null */
                                    minCc: number | null;
                                    rateBp: number | null;
                                }[];
                                /** @enum {string} */
                                basis: "customs" | "flat";
                                code: string;
                                /** @enum {string} */
                                kind: "duty" | "excise" | "vat" | "levy" | "fees";
                                /** @default [] */
                                plus: ("duty" | "excise" | "vat" | "levy" | "fees")[];
                                /** @default null */
                                rateBp: number | null;
                                /** @default  */
                                sourceUrl: "" | string;
                                /** @default false */
                                unknown: boolean;
                            }[];
                            /** @default  */
                            note: string;
                            rateNo: number;
                            /** @default  */
                            ruNote: string;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                            valueMarginPct: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/landed-cost-rates/{rateNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit the rates of a country and class (both stay) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    rateNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arNote?: string;
                        category: 1 | 2;
                        checkedOn: string;
                        countryCode: string;
                        /** @default  */
                        engNote?: string;
                        /** @default  */
                        esNote?: string;
                        /** @default  */
                        fraNote?: string;
                        lines: {
                            /** @default null */
                            amountHigh?: number | null;
                            /** @default null */
                            amountLow?: number | null;
                            /** @default [] */
                            bands?: {
                                /** @default null */
                                centsPerCc?: number | null;
                                /** @default [] */
                                classes?: ("passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery")[];
                                /** @default [] */
                                fuels?: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                /** @default null */
                                maxAge?: number | null;
                                /** @default null */
                                maxCc?: number | null;
                                /** @default null */
                                minAge?: number | null;
                                /** @default null */
                                minCc?: number | null;
                                rateBp: number | null;
                            }[];
                            /** @enum {string} */
                            basis: "customs" | "flat";
                            /** @default  */
                            code?: "" | ("AU" | "CISS" | "COVID-19 HRL" | "CPF" | "ECOWAS" | "ETLS" | "EXIM" | "GETFund" | "IDF" | "ITBIS" | "NAC" | "NHIL" | "PC" | "PCS" | "RDL" | "RS" | "SIL" | "WHT" | "upfrontVat" | "examinationFee" | "infrastructureLevy" | "environmentalLevy" | "registration" | "firstRegistration" | "oldVehicleExcise" | "surcharge" | "unifiedPayment" | "specialTax" | "customsFee" | "recyclingFee");
                            /** @enum {string} */
                            kind: "duty" | "excise" | "vat" | "levy" | "fees";
                            /** @default [] */
                            plus?: ("duty" | "excise" | "vat" | "levy" | "fees")[];
                            /** @default null */
                            rateBp?: number | null;
                            /** @default  */
                            sourceUrl?: "" | string;
                            /** @default false */
                            unknown?: boolean;
                        }[];
                        /** @default  */
                        note?: string;
                        /** @default  */
                        ruNote?: string;
                        /** Format: uri */
                        sourceUrl: string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                        valueMarginPct: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @default  */
                            arNote: string;
                            category: 1 | 2;
                            checkedOn: string;
                            countryCode: string;
                            /** @default  */
                            engNote: string;
                            /** @default  */
                            esNote: string;
                            /** @default  */
                            fraNote: string;
                            lines: {
                                /** @default null */
                                amountHigh: number | null;
                                /** @default null */
                                amountLow: number | null;
                                /** @default [] */
                                bands: {
                                    /** @default null */
                                    centsPerCc: number | null;
                                    /** @default [] */
                                    classes: ("passenger" | "lightCommercial" | "truck" | "bus" | "specialPurpose" | "machinery")[];
                                    /** @default [] */
                                    fuels: ("gasoline" | "diesel" | "lpg" | "hybrid" | "plugin-hybrid" | "electric" | "hydrogen" | "cng")[];
                                    /** @default null */
                                    maxAge: number | null;
                                    /** @default null */
                                    maxCc: number | null;
                                    /** @default null */
                                    minAge: number | null;
                                    /** @default null */
                                    minCc: number | null;
                                    rateBp: number | null;
                                }[];
                                /** @enum {string} */
                                basis: "customs" | "flat";
                                code: string;
                                /** @enum {string} */
                                kind: "duty" | "excise" | "vat" | "levy" | "fees";
                                /** @default [] */
                                plus: ("duty" | "excise" | "vat" | "levy" | "fees")[];
                                /** @default null */
                                rateBp: number | null;
                                /** @default  */
                                sourceUrl: "" | string;
                                /** @default false */
                                unknown: boolean;
                            }[];
                            /** @default  */
                            note: string;
                            rateNo: number;
                            /** @default  */
                            ruNote: string;
                            /** Format: uri */
                            sourceUrl: string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            updatedAt: string;
                            valueMarginPct: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a rate sheet */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    rateNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/receipts/{receiptNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A T/T receipt as uploaded (re-encoded image or PDF) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    receiptNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custom car and quotation requests, unanswered first (docs/decisions/0075) */
        get: {
            parameters: {
                query?: {
                    kind?: "vehicle" | "quote";
                    page?: number;
                    size?: number;
                    status?: "open" | "answered";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                buyer: {
                                    email: string;
                                    name: string;
                                    userId: string;
                                    userNo: number;
                                };
                                ccsNo: number;
                                country: {
                                    arCountryName: string;
                                    countryCode: string;
                                    countryName: string;
                                    engCountryName: string;
                                    esCountryName: string;
                                    fraCountryName: string;
                                    ruCountryName: string;
                                } | null;
                                createdAt: string;
                                images: number;
                                itemNo: number | null;
                                /** @enum {string} */
                                kind: "vehicle" | "quote";
                                repliedAt: string | null;
                                repliedBy: string | null;
                                reply: string | null;
                                request: {
                                    [key: string]: unknown;
                                };
                            }[];
                            page: number;
                            size: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/requests/{ccsNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ccsNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            buyer: {
                                email: string;
                                name: string;
                                userId: string;
                                userNo: number;
                            };
                            ccsNo: number;
                            country: {
                                arCountryName: string;
                                countryCode: string;
                                countryName: string;
                                engCountryName: string;
                                esCountryName: string;
                                fraCountryName: string;
                                ruCountryName: string;
                            } | null;
                            createdAt: string;
                            images: number;
                            itemNo: number | null;
                            /** @enum {string} */
                            kind: "vehicle" | "quote";
                            repliedAt: string | null;
                            repliedBy: string | null;
                            reply: string | null;
                            request: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/requests/{ccsNo}/images/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's picture (index from 0; mini=true for the thumbnail) */
        get: {
            parameters: {
                query?: {
                    mini?: "true" | "false";
                };
                header?: never;
                path: {
                    ccsNo: number;
                    index: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/requests/{ccsNo}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a request; the buyer sees it on their list and is mailed in their language */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ccsNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reply: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            buyer: {
                                email: string;
                                name: string;
                                userId: string;
                                userNo: number;
                            };
                            ccsNo: number;
                            country: {
                                arCountryName: string;
                                countryCode: string;
                                countryName: string;
                                engCountryName: string;
                                esCountryName: string;
                                fraCountryName: string;
                                ruCountryName: string;
                            } | null;
                            createdAt: string;
                            images: number;
                            itemNo: number | null;
                            /** @enum {string} */
                            kind: "vehicle" | "quote";
                            repliedAt: string | null;
                            repliedBy: string | null;
                            reply: string | null;
                            request: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sales-contact-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a group (placed last) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        arSiLocation: string;
                        countryCodes?: string[];
                        engSiLocation: string;
                        esSiLocation: string;
                        fraSiLocation: string;
                        ruSiLocation: string;
                        siLocation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arSiLocation: string;
                            countryCodes: string[];
                            engSiLocation: string;
                            esSiLocation: string;
                            fraSiLocation: string;
                            groupNo: number;
                            ruSiLocation: string;
                            siLocation: string;
                            sort: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sales-contact-groups/{groupNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a group's location names and countries */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        arSiLocation: string;
                        countryCodes?: string[];
                        engSiLocation: string;
                        esSiLocation: string;
                        fraSiLocation: string;
                        ruSiLocation: string;
                        siLocation: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arSiLocation: string;
                            countryCodes: string[];
                            engSiLocation: string;
                            esSiLocation: string;
                            fraSiLocation: string;
                            groupNo: number;
                            ruSiLocation: string;
                            siLocation: string;
                            sort: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove an empty group (409 with codeNumber 1 while it has contacts) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sales-contact-groups/{groupNo}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the order of all contacts of a group */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    groupNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sales-contact-groups/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the order of all groups */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sales-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales contact groups in order, each with its contacts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arSiLocation: string;
                            contacts: {
                                arSiContent: string | null;
                                engSiContent: string | null;
                                esSiContent: string | null;
                                fraSiContent: string | null;
                                groupNo: number;
                                ruSiContent: string | null;
                                siContent: string | null;
                                siLanguage: string;
                                siName: string;
                                siNo: number;
                                siPhone: string;
                                siSrc: string | null;
                                sort: number;
                            }[];
                            countryCodes: string[];
                            engSiLocation: string;
                            esSiLocation: string;
                            fraSiLocation: string;
                            groupNo: number;
                            ruSiLocation: string;
                            siLocation: string;
                            sort: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add a contact (placed last in its group) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arSiContent?: string;
                        /** @default  */
                        engSiContent?: string;
                        /** @default  */
                        esSiContent?: string;
                        /** @default  */
                        fraSiContent?: string;
                        groupNo: number;
                        /** @default  */
                        ruSiContent?: string;
                        /** @default  */
                        siContent?: string;
                        siLanguage: string;
                        siName: string;
                        siPhone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arSiContent: string | null;
                            engSiContent: string | null;
                            esSiContent: string | null;
                            fraSiContent: string | null;
                            groupNo: number;
                            ruSiContent: string | null;
                            siContent: string | null;
                            siLanguage: string;
                            siName: string;
                            siNo: number;
                            siPhone: string;
                            siSrc: string | null;
                            sort: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sales-contacts/{siNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a contact */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        arSiContent?: string;
                        /** @default  */
                        engSiContent?: string;
                        /** @default  */
                        esSiContent?: string;
                        /** @default  */
                        fraSiContent?: string;
                        groupNo: number;
                        /** @default  */
                        ruSiContent?: string;
                        /** @default  */
                        siContent?: string;
                        siLanguage: string;
                        siName: string;
                        siPhone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            arSiContent: string | null;
                            engSiContent: string | null;
                            esSiContent: string | null;
                            fraSiContent: string | null;
                            groupNo: number;
                            ruSiContent: string | null;
                            siContent: string | null;
                            siLanguage: string;
                            siName: string;
                            siNo: number;
                            siPhone: string;
                            siSrc: string | null;
                            sort: number;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a contact and its picture */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sales-contacts/{siNo}/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a contact's picture (JPEG, PNG or WebP; re-encoded to a 400 px square) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    siNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            siSrc: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sellers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sellers and dealers, pending admission first; filters by status, type, flags and text */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    partners?: "true" | "false";
                    q?: string;
                    secret?: "true" | "false";
                    size?: number;
                    status?: "pending" | "approved" | "refused";
                    userFlag?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                admission: boolean;
                                businessNumber: string | null;
                                companyAddress: string | null;
                                companyName: string | null;
                                countryCode: string;
                                createdAt: string;
                                email: string;
                                hasDocument: boolean;
                                itemCount: number;
                                name: string;
                                partners: boolean;
                                phone: string;
                                refuseReason: string | null;
                                renewedAt: string | null;
                                secret: boolean;
                                /** @enum {string} */
                                status: "pending" | "approved" | "refused";
                                userFlag: number;
                                userId: string;
                                userNo: number;
                            }[];
                            page: number;
                            size: number;
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sellers/{userNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One seller */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            businessNumber: string | null;
                            companyAddress: string | null;
                            companyName: string | null;
                            countryCode: string;
                            createdAt: string;
                            email: string;
                            hasDocument: boolean;
                            itemCount: number;
                            name: string;
                            partners: boolean;
                            phone: string;
                            refuseReason: string | null;
                            renewedAt: string | null;
                            secret: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                            userFlag: number;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sellers/{userNo}/admission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve admission, or refuse it with a reason; the seller is mailed (409 when already so decided) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve";
                    } | {
                        /** @enum {string} */
                        decision: "refuse";
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            businessNumber: string | null;
                            companyAddress: string | null;
                            companyName: string | null;
                            countryCode: string;
                            createdAt: string;
                            email: string;
                            hasDocument: boolean;
                            itemCount: number;
                            name: string;
                            partners: boolean;
                            phone: string;
                            refuseReason: string | null;
                            renewedAt: string | null;
                            secret: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                            userFlag: number;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sellers/{userNo}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's business document (PDF or image), for review */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/sellers/{userNo}/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grant or revoke the partners and secret flags */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        partners?: boolean;
                        secret?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            businessNumber: string | null;
                            companyAddress: string | null;
                            companyName: string | null;
                            countryCode: string;
                            createdAt: string;
                            email: string;
                            hasDocument: boolean;
                            itemCount: number;
                            name: string;
                            partners: boolean;
                            phone: string;
                            refuseReason: string | null;
                            renewedAt: string | null;
                            secret: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                            userFlag: number;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipment-documents/{docNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipment document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    docNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shipment of an inquiry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            courier: string | null;
                            documents: {
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "blCopy" | "exportCertificate" | "invoice";
                                uploadedAt: string;
                            }[];
                            eta: string | null;
                            events: {
                                at: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                kind: "step" | "eta";
                                on: string;
                                reason: string | null;
                                /** @enum {string|null} */
                                step: "booked" | "loaded" | "departed" | "arrived" | "billOfLading" | "documentsSent" | "released" | null;
                            }[];
                            ilNo: number;
                            step: number;
                            trackingNumber: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/arrival": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's arrival pictures, report and outcome */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            report: {
                                categories: ("bodyDamage" | "missingParts" | "mileage" | "differentVehicle")[];
                                /** @enum {string|null} */
                                outcome: "noDifference" | "confirmed" | null;
                                outcomeAt: string | null;
                                outcomeNote: string | null;
                                reportedAt: string;
                                text: string;
                            } | null;
                            windowEndsAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/arrival-outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record the outcome of the arrival report (once, audited; the seller is mailed) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                        /** @enum {string} */
                        outcome: "noDifference" | "confirmed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            report: {
                                categories: ("bodyDamage" | "missingParts" | "mileage" | "differentVehicle")[];
                                /** @enum {string|null} */
                                outcome: "noDifference" | "confirmed" | null;
                                outcomeAt: string | null;
                                outcomeNote: string | null;
                                reportedAt: string;
                                text: string;
                            } | null;
                            windowEndsAt: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/arrival/{slot}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the buyer's arrival pictures */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                    slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a shipment document (multipart: kind = blCopy, exportCertificate or invoice; the file in `file`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/eta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the ETA before arrival, with the reason the buyer is told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        eta: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            courier: string | null;
                            documents: {
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "blCopy" | "exportCertificate" | "invoice";
                                uploadedAt: string;
                            }[];
                            eta: string | null;
                            events: {
                                at: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                kind: "step" | "eta";
                                on: string;
                                reason: string | null;
                                /** @enum {string|null} */
                                step: "booked" | "loaded" | "departed" | "arrived" | "billOfLading" | "documentsSent" | "released" | null;
                            }[];
                            ilNo: number;
                            step: number;
                            trackingNumber: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/loading-set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The loading set of an inquiry: each slot with its SHA-256, size and time, and the seal */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            sealedAt: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/loading-set/{slot}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one slot of the loading set while the shipment is booked and the set unsealed (multipart `file`: a picture, or for coldStart a video of up to 100 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                    slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            sealedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/loading-set/{slot}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file of the loading set */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                    slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/loading-set/seal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seal the complete loading set: nothing of it changes afterwards, for anyone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                contentType: string;
                                sha256: string;
                                size: number;
                                /** @enum {string} */
                                slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                uploadedAt: string;
                            }[];
                            ilNo: number;
                            sealedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/shipments/{ilNo}/step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the shipment to its next step, with the fields it requires */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ilNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        carrier: string;
                        eta?: string;
                        etd: string;
                        on: string;
                        portOfLoading: string;
                        /** @enum {string} */
                        step: "booked";
                        /** @enum {string} */
                        transport: "vessel" | "container";
                        voyage: string;
                    } | {
                        on: string;
                        /** @enum {string} */
                        step: "loaded";
                    } | {
                        eta: string;
                        on: string;
                        /** @enum {string} */
                        step: "departed";
                    } | {
                        on: string;
                        /** @enum {string} */
                        step: "arrived";
                    } | {
                        /** @enum {string} */
                        blKind: "original" | "electronic";
                        blNumber: string;
                        on: string;
                        /** @enum {string} */
                        step: "billOfLading";
                    } | {
                        courier: string;
                        documents: ("exportCertificate" | "invoice" | "blOriginal")[];
                        on: string;
                        /** @enum {string} */
                        step: "documentsSent";
                        trackingNumber: string;
                    } | {
                        on: string;
                        /** @enum {string} */
                        step: "released";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            courier: string | null;
                            documents: {
                                docNo: number;
                                fileName: string;
                                /** @enum {string} */
                                kind: "blCopy" | "exportCertificate" | "invoice";
                                uploadedAt: string;
                            }[];
                            eta: string | null;
                            events: {
                                at: string;
                                details: {
                                    [key: string]: unknown;
                                };
                                /** @enum {string} */
                                kind: "step" | "eta";
                                on: string;
                                reason: string | null;
                                /** @enum {string|null} */
                                step: "booked" | "loaded" | "departed" | "arrived" | "billOfLading" | "documentsSent" | "released" | null;
                            }[];
                            ilNo: number;
                            step: number;
                            trackingNumber: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/transit-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The transit times by destination country, port, loading port and vessel, with their source */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkedOn: string | null;
                            countryCode: string;
                            days: number;
                            /** @enum {string} */
                            loadingPort: "KRINC" | "KRPTK" | "KRPUS";
                            locode: string;
                            /** @default  */
                            sourceUrl: "" | string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            transitNo: number;
                            updatedAt: string;
                            /** @enum {string} */
                            vessel: "roro" | "container" | "bulk";
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add the transit time of a route (409 with codeNumber 1 when it has one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        checkedOn: string | null;
                        days: number;
                        /** @enum {string} */
                        loadingPort: "KRINC" | "KRPTK" | "KRPUS";
                        locode: string;
                        /** @default  */
                        sourceUrl?: "" | string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                        /** @enum {string} */
                        vessel: "roro" | "container" | "bulk";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkedOn: string | null;
                            countryCode: string;
                            days: number;
                            /** @enum {string} */
                            loadingPort: "KRINC" | "KRPTK" | "KRPUS";
                            locode: string;
                            /** @default  */
                            sourceUrl: "" | string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            transitNo: number;
                            updatedAt: string;
                            /** @enum {string} */
                            vessel: "roro" | "container" | "bulk";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/transit-times/{transitNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit the days and source of a route (its loading port, port and vessel stay) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    transitNo: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        checkedOn: string | null;
                        days: number;
                        /** @enum {string} */
                        loadingPort: "KRINC" | "KRPTK" | "KRPUS";
                        locode: string;
                        /** @default  */
                        sourceUrl?: "" | string;
                        /** @enum {string} */
                        status: "toVerify" | "verified";
                        /** @enum {string} */
                        vessel: "roro" | "container" | "bulk";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkedOn: string | null;
                            countryCode: string;
                            days: number;
                            /** @enum {string} */
                            loadingPort: "KRINC" | "KRPTK" | "KRPUS";
                            locode: string;
                            /** @default  */
                            sourceUrl: "" | string;
                            /** @enum {string} */
                            status: "toVerify" | "verified";
                            transitNo: number;
                            updatedAt: string;
                            /** @enum {string} */
                            vessel: "roro" | "container" | "bulk";
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove the transit time of a route (its verdicts then use the longest other row or the default) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    transitNo: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/admission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's admission: pending, approved or refused (with staff's reason), and whom to contact */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                email: string | null;
                                name: string;
                                phone: string | null;
                            };
                            decidedAt: string | null;
                            reason: string | null;
                            renewedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                        };
                    };
                };
            };
        };
        put?: never;
        /** A refused seller asks again with a new business document (fileKey of upload-attached-file); 409 otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attachedFile: string;
                        userNo?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contact: {
                                email: string | null;
                                name: string;
                                phone: string | null;
                            };
                            decidedAt: string | null;
                            reason: string | null;
                            renewedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "refused";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/check-email-duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the email (sent as Base64) may be used for a new account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            usable: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/check-id-duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the id (sent as Base64) may be used for a new account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            usable: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/check-phone-duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether the phone (sent as Base64) may be used for a new account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            usable: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/consignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user’s consignees, the default first */
        get: {
            parameters: {
                query?: {
                    userNo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flag: 0 | 1;
                            requirement: string;
                            uciNo: number;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        }[];
                    };
                };
            };
        };
        /** Replaces the user’s consignees: entries with uciNo are updated, without are added, missing ones deleted; at most one flag 1 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        consigneeList: {
                            /** @default 0 */
                            flag?: 0 | 1;
                            /** @default  */
                            requirement?: string;
                            uciNo?: number;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        }[];
                        userNo?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flag: 0 | 1;
                            requirement: string;
                            uciNo: number;
                            userConsigneeAddress: string;
                            userConsigneeName: string;
                            userDocumentAddress: string;
                            userEmail: string;
                            userName: string;
                            userPhone: string;
                        }[];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/consignee/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The default consignee: count 1 with its fields, or count 0 */
        get: {
            parameters: {
                query?: {
                    userNo?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            flag?: 0 | 1;
                            requirement?: string;
                            uciNo?: number;
                            userConsigneeAddress?: string;
                            userConsigneeName?: string;
                            userDocumentAddress?: string;
                            userEmail?: string;
                            userName?: string;
                            userPhone?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/find-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the user id when the details match an account of the user type; answers the same otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        phone: string;
                        userType: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/find-pw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a password code when the details match; answers the same otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        id: string;
                        phone: string;
                        userType: 0 | 1;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user’s details for My Page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            businessNumber: string | null;
                            companyAddress: string | null;
                            companyName: string | null;
                            content: string;
                            countryCode: string;
                            email: string;
                            emailRecive: boolean;
                            fax: string;
                            name: string;
                            partners: boolean;
                            phone: string;
                            secret: boolean;
                            smsRecive: boolean;
                            staff: boolean;
                            thumbnail: string | null;
                            userFlag: 0 | 1 | 2;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        /** Updates mail and SMS consent, content and fax */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        content?: string;
                        emailRecive: boolean;
                        /** @default  */
                        fax?: string;
                        smsRecive: boolean;
                        userNo?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            businessNumber: string | null;
                            companyAddress: string | null;
                            companyName: string | null;
                            content: string;
                            countryCode: string;
                            email: string;
                            emailRecive: boolean;
                            fax: string;
                            name: string;
                            partners: boolean;
                            phone: string;
                            secret: boolean;
                            smsRecive: boolean;
                            staff: boolean;
                            thumbnail: string | null;
                            userFlag: 0 | 1 | 2;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logs in with the id as Base64 and pw as the hex SHA-256 of the password; starts a new session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        pw: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            companyName: string | null;
                            countryCode: string;
                            name: string;
                            partners: boolean;
                            secret: boolean;
                            staff: boolean;
                            thumbnail: string | null;
                            userFlag: 0 | 1 | 2;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user (UserInfo, name and staff flag); 401 when not logged in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            companyName: string | null;
                            countryCode: string;
                            name: string;
                            partners: boolean;
                            secret: boolean;
                            staff: boolean;
                            thumbnail: string | null;
                            userFlag: 0 | 1 | 2;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a new password with the token of a verified find-password code; ends every session */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        pw: string;
                        verificationToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A logged-in user changes the password; other sessions end and this one is renewed */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPw: string;
                        language?: number;
                        newPw: string;
                        userNo?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            companyName: string | null;
                            countryCode: string;
                            name: string;
                            partners: boolean;
                            secret: boolean;
                            staff: boolean;
                            thumbnail: string | null;
                            userFlag: 0 | 1 | 2;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers a buyer, seller or dealer and logs them in (sellers and dealers wait for admission) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        companyInfo?: {
                            attachedFile: string;
                            businessNumber: string;
                            companyAddress: string;
                            companyName: string;
                            companyPhone: string;
                        } | null;
                        userInfo: {
                            countryCode: string;
                            email: string;
                            /** @default 1 */
                            language?: number;
                            name: string;
                            phone: string;
                            pw: string;
                            userFlag: 0 | 1 | 2;
                            userId: string & (string);
                            verificationToken: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admission: boolean;
                            companyName: string | null;
                            countryCode: string;
                            name: string;
                            partners: boolean;
                            secret: boolean;
                            staff: boolean;
                            thumbnail: string | null;
                            userFlag: 0 | 1 | 2;
                            userId: string;
                            userNo: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the user’s picture (an image, re-encoded without metadata) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            thumbnail: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/thumbnail/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user picture */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/upload-attached-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a business document (PDF, JPEG, PNG or WebP, 10 MB at most) for registering */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fileKey: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verification/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a registration code (6 digits, valid 10 minutes) to an email address or phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        channel: "email";
                        target: string;
                    } | {
                        /** @enum {string} */
                        channel: "sms";
                        target: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            sent: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verification/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a code (5 tries, single use) and returns a one-time token for register or password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        /** @enum {string} */
                        purpose: "register" | "password";
                        target: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            verificationToken: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check an invoice by its verification code: number, amount, the buyer's name masked and the one account to pay (404 for a code no invoice has; 429 past 20 lookups in 10 minutes per address) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                accountNumber: string;
                                /** @default  */
                                bankAddress: string;
                                bankName: string;
                                beneficiary: string;
                                /**
                                 * @default USD
                                 * @enum {string}
                                 */
                                currency: "USD" | "EUR" | "KRW" | "JPY";
                                swift: string;
                            } | null;
                            amount: number;
                            buyerName: string;
                            code: string;
                            currency: string;
                            depositDeadline: string;
                            exporter: string;
                            issuedAt: string;
                            loadingSet: {
                                files: {
                                    sha256: string;
                                    size: number;
                                    /** @enum {string} */
                                    slot: "front" | "frontRight" | "right" | "rearRight" | "rear" | "rearLeft" | "left" | "frontLeft" | "odometer" | "vinPlate" | "engineBay" | "underside" | "coldStart";
                                    uploadedAt: string;
                                }[];
                                sealedAt: string;
                            } | null;
                            number: string;
                            /** @enum {string} */
                            status: "open" | "receiptReceived" | "paid" | "expired" | "superseded";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
